import { z } from "zod";
import { minorDigits } from "../i18n/format";
import { majorToMinorUnits, parseDecimalInput } from "../money/minor-units";
import { lineTaxInput } from "../money/typed-line-taxes";
import { type Currency, currencySchema } from "./currency";
import { lineTaxFormValuesSchema } from "./line-tax-form";
import { createInvoiceSchema, type CreateInvoiceInput } from "./invoice-input";

/**
 * The invoice form's own shape: what its inputs hold (text; amounts in major units as typed). Like the bill form it
 * has almost no rules of its own: `invoiceFormSchema` turns the values into the API's body and validates that with
 * the API's `createInvoiceSchema`, so an input error is the API's message on the API's field path.
 */
export const invoiceFormValuesSchema = z.object({
  external_id: z.string(),
  customer_mode: z.enum(["existing", "new"]),
  customer_id: z.string(),
  /** The id a new customer gets in your app's terms: one per form, so a resend finds the same customer. */
  customer_external_id: z.string(),
  customer_name: z.string(),
  invoice_number: z.string(),
  reference_numbers: z.string(),
  memo: z.string(),
  currency: currencySchema,
  exchange_rate: z.string(),
  is_sent: z.boolean(),
  sent_at: z.string(),
  due_at: z.string(),
  line_items: z.array(
    z.object({
      account_identifier: z.string(),
      description: z.string(),
      quantity: z.string(),
      unit_price: z.string(),
      discount_amount: z.string(),
      sales_taxes: z.array(lineTaxFormValuesSchema),
    }),
  ),
  additional_discount: z.string(),
});
export type InvoiceFormValues = z.input<typeof invoiceFormValuesSchema>;

/** The form's own rules report message keys (invoiceForm namespace), so the UI can translate them. */
export const CUSTOMER_REQUIRED = "customerRequired";
export const CUSTOMER_NAME_REQUIRED = "customerNameRequired";

const optionalText = (value: string) => (value.trim() === "" ? undefined : value.trim());
const decimalText = (value: string) => optionalText(value)?.replace(",", ".");
/** An empty discount is none; anything else goes to the API as typed (in minor units) for it to judge. */
const discountCents = (value: string, digits: number) =>
  optionalText(value) === undefined ? 0 : majorToMinorUnits(value, digits);
/** "A-1, PO 7" → ["A-1", "PO 7"]: the references a person lists, separated by commas. */
export const referenceList = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The form's values as the API body. An existing-customer invoice with no customer chosen gets `customer_id: null`
 * (the API reads it as "not given"), and a new customer with no name no `customer_name`, so the rules below know
 * which input to mark. Sending sets `status: SENT` with the date chosen; otherwise the invoice is a draft.
 */
export function toCreateInvoiceInput(
  values: z.output<typeof invoiceFormValuesSchema>,
  baseCurrency: Currency,
): z.input<typeof createInvoiceSchema> {
  const isNewCustomer = values.customer_mode === "new";
  const digits = minorDigits(values.currency);
  const references = referenceList(values.reference_numbers);
  return {
    external_id: values.external_id,
    customer_id: isNewCustomer ? undefined : (optionalText(values.customer_id) ?? null),
    customer_external_id: isNewCustomer ? values.customer_external_id : undefined,
    customer_name: isNewCustomer ? optionalText(values.customer_name) : undefined,
    invoice_number: values.invoice_number.trim(),
    reference_numbers: references.length ? references : undefined,
    memo: optionalText(values.memo),
    currency: values.currency,
    exchange_rate: values.currency === baseCurrency ? undefined : decimalText(values.exchange_rate),
    status: values.is_sent ? "SENT" : undefined,
    sent_at: values.is_sent ? optionalText(values.sent_at) : undefined,
    due_at: optionalText(values.due_at),
    line_items: values.line_items.map((line) => ({
      account_identifier: optionalText(line.account_identifier)
        ? { type: "AccountId" as const, id: line.account_identifier }
        : undefined,
      description: optionalText(line.description),
      quantity: parseDecimalInput(line.quantity),
      unit_price: majorToMinorUnits(line.unit_price, digits),
      discount_amount: discountCents(line.discount_amount, digits),
      sales_taxes: line.sales_taxes.map((tax) => lineTaxInput(tax, digits)),
    })),
    additional_discount: discountCents(values.additional_discount, digits),
  };
}

/** The invoice form's resolver schema: form values in, the API's validated `CreateInvoiceInput` out. */
export function invoiceFormSchema(baseCurrency: Currency) {
  return invoiceFormValuesSchema
    .transform((values) => toCreateInvoiceInput(values, baseCurrency))
    .pipe(
      createInvoiceSchema.superRefine(
        (invoice, context) => {
          if (invoice.customer_id === null)
            context.addIssue({ code: "custom", path: ["customer_id"], message: CUSTOMER_REQUIRED });
          else if (invoice.customer_external_id && !invoice.customer_name)
            context.addIssue({ code: "custom", path: ["customer_name"], message: CUSTOMER_NAME_REQUIRED });
        },
        // Runs beside a line's errors too, so every problem shows at once (see billFormSchema).
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      ),
    );
}
export type InvoiceFormOutput = CreateInvoiceInput;
