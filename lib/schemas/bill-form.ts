import { z } from "zod";
import { minorDigits } from "../i18n/format";
import { majorToMinorUnits, parseDecimalInput } from "../money/minor-units";
import { lineTaxInput } from "../money/typed-line-taxes";
import { createBillSchema, type CreateBillInput } from "./bill-input";
import { type Currency, currencySchema } from "./currency";
import { lineTaxFormValuesSchema } from "./line-tax-form";

/**
 * The bill form's own shape: what inputs hold (text, amounts in major units as typed). It carries no rules of its
 * own; `billFormSchema` converts the values to the API's body and validates them with the API's `createBillSchema`,
 * so an input error is the API's message on the same field path.
 */
export const billFormValuesSchema = z.object({
  external_id: z.string(),
  vendor_mode: z.enum(["existing", "new"]),
  vendor_id: z.string(),
  vendor_external_id: z.string(),
  vendor_name: z.string(),
  bill_number: z.string(),
  memo: z.string(),
  currency: currencySchema,
  exchange_rate: z.string(),
  bill_date: z.string(),
  due_at: z.string(),
  is_approved: z.boolean(),
  approved_at: z.string(),
  line_items: z.array(
    z.object({
      account_identifier: z.string(),
      description: z.string(),
      quantity: z.string(),
      unit_price: z.string(),
      sales_taxes: z.array(lineTaxFormValuesSchema),
      /** No input of its own: an edited line keeps the product the API gave it. */
      product: z.string().optional(),
    }),
  ),
  document: z.object({ file: z.string(), file_name: z.string() }).nullable(),
});
export type BillFormValues = z.input<typeof billFormValuesSchema>;

/** Messages of the form's only own rule are message keys (billForm namespace), so the UI can translate them. */
export const VENDOR_REQUIRED = "vendorRequired";
export const VENDOR_EXTERNAL_ID_REQUIRED = "vendorExternalIdRequired";

const optionalText = (value: string) => (value.trim() === "" ? undefined : value.trim());
const decimalText = (value: string) => optionalText(value)?.replace(",", ".");

/**
 * The form's values as the API body. An existing-vendor bill with no vendor chosen gets `vendor_id: null` (which the
 * API reads as "not given") so the vendor rule below knows which of the two inputs to mark.
 */
export function toCreateBillInput(
  values: z.output<typeof billFormValuesSchema>,
  baseCurrency: Currency,
): z.input<typeof createBillSchema> {
  const isNewVendor = values.vendor_mode === "new";
  return {
    external_id: values.external_id,
    vendor_id: isNewVendor ? undefined : (optionalText(values.vendor_id) ?? null),
    vendor_external_id: isNewVendor ? optionalText(values.vendor_external_id) : undefined,
    vendor_name: isNewVendor ? optionalText(values.vendor_name) : undefined,
    bill_number: optionalText(values.bill_number),
    memo: optionalText(values.memo),
    currency: values.currency,
    exchange_rate: values.currency === baseCurrency ? undefined : decimalText(values.exchange_rate),
    bill_date: optionalText(values.bill_date),
    due_at: optionalText(values.due_at),
    approved_at: values.is_approved ? optionalText(values.approved_at) : undefined,
    line_items: values.line_items.map((line) => ({
      account_identifier: optionalText(line.account_identifier)
        ? { type: "AccountId" as const, id: line.account_identifier }
        : undefined,
      description: optionalText(line.description),
      product: optionalText(line.product ?? ""),
      quantity: parseDecimalInput(line.quantity),
      unit_price: majorToMinorUnits(line.unit_price, minorDigits(values.currency)),
      sales_taxes: line.sales_taxes.map((tax) => lineTaxInput(tax, minorDigits(values.currency))),
    })),
    document: values.document ?? undefined,
  };
}

/** The bill form's resolver schema: form values in, the API's validated `CreateBillInput` out. */
export function billFormSchema(baseCurrency: Currency) {
  return billFormValuesSchema
    .transform((values) => toCreateBillInput(values, baseCurrency))
    .pipe(
      createBillSchema.superRefine(
        (bill, context) => {
          if (bill.vendor_id === null)
            context.addIssue({ code: "custom", path: ["vendor_id"], message: VENDOR_REQUIRED });
          else if (!bill.vendor_id && !bill.vendor_external_id)
            context.addIssue({
              code: "custom",
              path: ["vendor_external_id"],
              message: VENDOR_EXTERNAL_ID_REQUIRED,
            });
        },
        // Runs beside a line's errors too (zod skips refinements after a failed type check by default), so the
        // person sees every problem at once. The rule reads only the vendor fields, which the transform always sets.
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      ),
    );
}
export type BillFormOutput = CreateBillInput;
