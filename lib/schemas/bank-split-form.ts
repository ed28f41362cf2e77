import { z } from "zod";
import { minorDigits } from "../i18n/format";
import { parseMajorUnits } from "../money/major-units-input";
import type { SplitInput } from "./bank-categorization";

/**
 * The split dialog's values: each part's account by id and its amount as typed in major units. Messages are keys of
 * the bankTransactions messages, shown in the viewer's language.
 */
export const splitFormValuesSchema = z.object({
  lines: z.array(z.object({ account_id: z.string(), amount: z.string() })),
});
export type SplitFormValues = z.input<typeof splitFormValuesSchema>;

/** The values as the split route's body: every part has an account and an amount, and they add up to the whole. */
export function splitFormSchema(currency: string, totalCents: number) {
  const digits = minorDigits(currency);
  return splitFormValuesSchema
    .superRefine((values, context) => {
      let sum = 0;
      values.lines.forEach((line, index) => {
        if (!line.account_id)
          context.addIssue({
            code: "custom",
            path: ["lines", index, "account_id"],
            message: "accountRequired",
          });
        const cents = parseMajorUnits(line.amount, digits);
        if (!Number.isSafeInteger(cents) || cents <= 0)
          context.addIssue({ code: "custom", path: ["lines", index, "amount"], message: "amountRequired" });
        else sum += cents;
      });
      if (values.lines.length < 2)
        context.addIssue({ code: "custom", path: ["lines", "root"], message: "splitTwoLines" });
      else if (sum !== totalCents)
        context.addIssue({ code: "custom", path: ["lines", "root"], message: "splitMismatch" });
    })
    .transform((values): SplitInput => ({
      lines: values.lines.map((line) => ({
        account_id: line.account_id,
        amount_cents: parseMajorUnits(line.amount, digits),
      })),
    }));
}
