import { z } from "zod";

/**
 * A line tax as the bill and invoice forms' inputs hold it: name, rate and amount as typed (the amount in major
 * units, optional so a tax added before the amount input existed still reads). lineTaxInput makes the API's tax.
 */
export const lineTaxFormValuesSchema = z.object({
  name: z.string(),
  rate: z.string(),
  amount: z.string().optional(),
});
