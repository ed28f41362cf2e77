import { z } from "zod";
import { accountIdentifierInputSchema } from "./account";
import { taxRateSchema } from "./decimal-string";
import { atLeastOneOf } from "./documented-rules";

export const centsSchema = z
  .number({ error: "Must be a number of cents." })
  .int("Must be a whole number of cents.")
  .min(0, "Must be 0 or more.")
  .max(Number.MAX_SAFE_INTEGER, "Too large.");

const taxFields = {
  name: z
    .string({ error: "Required." })
    .trim()
    .min(1, "Must not be empty.")
    .max(100, "At most 100 characters."),
  rate: taxRateSchema.optional(),
  amount: centsSchema.optional().meta({ description: "Cents; wins over `rate` when both are given." }),
};
const hasRateOrAmount = (tax: { rate?: string; amount?: number }) =>
  tax.rate !== undefined || tax.amount !== undefined;
const rateOrAmount = { path: ["rate"], message: "Give a rate, an amount or both." };

/** decisions.md §4: a tax on one line, `amount` winning over `rate`, each rounded on its own. */
export const salesTaxInputSchema = z
  .object(taxFields)
  .refine(hasRateOrAmount, rateOrAmount)
  .meta({ id: "SalesTaxInput", ...atLeastOneOf(["rate", "amount"]) });
export type SalesTaxInput = z.output<typeof salesTaxInputSchema>;

/** A tax on the whole document (a rate applies to its subtotal), posted to `tax_account` (default input tax). */
export const additionalSalesTaxInputSchema = z
  .object({ ...taxFields, tax_account: accountIdentifierInputSchema.nullish() })
  .refine(hasRateOrAmount, rateOrAmount)
  .meta({ id: "AdditionalSalesTaxInput", ...atLeastOneOf(["rate", "amount"]) });
export type AdditionalSalesTaxInput = z.output<typeof additionalSalesTaxInputSchema>;

export const salesTaxSchema = z.object({
  name: z.string(),
  rate: z.string().nullable(),
  amount: z.number().int(),
});
