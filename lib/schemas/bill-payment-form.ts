import { z } from "zod";
import { minorDigits } from "../i18n/format";
import { parseMajorUnits } from "../money/major-units-input";
import { PAYMENT_METHODS, type CreateBillPaymentInput } from "./bill-payment";

/** What the payment dialog holds: the amount as typed in major units, the account by id ("" = the default bank). */
export const billPaymentFormValuesSchema = z.object({
  amount: z.string().trim().min(1, "amountRequired"),
  payment_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dateRequired"),
  payment_method: z.enum(PAYMENT_METHODS),
  paid_from_account_id: z.string(),
  reference: z.string().max(255),
});
export type BillPaymentFormValues = z.input<typeof billPaymentFormValuesSchema>;

/** The form's values as the API's body; the amount is whole minor units of the bill's currency, at most what is owed. */
export function billPaymentFormSchema(currency: string, outstandingCents: number) {
  return billPaymentFormValuesSchema
    .superRefine((values, context) => {
      const cents = parseMajorUnits(values.amount, minorDigits(currency));
      if (!Number.isSafeInteger(cents) || cents <= 0)
        context.addIssue({ code: "custom", path: ["amount"], message: "amountInvalid" });
      else if (cents > outstandingCents)
        context.addIssue({ code: "custom", path: ["amount"], message: "amountTooLarge" });
    })
    .transform((values): CreateBillPaymentInput => ({
      amount_cents: parseMajorUnits(values.amount, minorDigits(currency)),
      payment_date: values.payment_date,
      payment_method: values.payment_method,
      paid_from_account_identifier: values.paid_from_account_id
        ? { type: "AccountId", id: values.paid_from_account_id }
        : null,
      reference: values.reference.trim() || null,
    }));
}
