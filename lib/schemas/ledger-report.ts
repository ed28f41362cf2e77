import { z } from "zod";
import { accountClassificationSchema } from "./account-classification";
import { flowClassSchema } from "./cash-flow-class";
import { dateSchema, pageInfoSchema, uuidSchema } from "./common";
import { journalSourceSchema } from "./journal-source";

const cents = () => z.number().int();

export const trialBalanceSchema = z
  .object({
    business_id: uuidSchema,
    as_of_date: dateSchema,
    currency: z.string(),
    accounts: z.array(
      z.object({
        account_id: uuidSchema,
        account_code: z.string(),
        account_name: z.string(),
        classification: accountClassificationSchema,
        debit_cents: cents(),
        credit_cents: cents(),
      }),
    ),
    total_debit_cents: cents(),
    total_credit_cents: cents(),
  })
  .meta({ id: "TrialBalance" });
export type TrialBalance = z.output<typeof trialBalanceSchema>;

export const generalLedgerLineSchema = z.object({
  entry_id: uuidSchema,
  line_id: uuidSchema,
  line_no: z.number().int(),
  entry_date: dateSchema,
  memo: z.string().nullable(),
  description: z.string().nullable(),
  source: journalSourceSchema,
  source_id: uuidSchema.nullable(),
  debit_cents: cents(),
  credit_cents: cents(),
  running_balance_cents: cents().meta({ description: "After this line, on the account's normal side." }),
  flow_class: flowClassSchema.meta({ description: "Where the cash flow statement puts the line." }),
  cash_flow_hint: z.enum(["investing", "financing"]).nullable(),
});
export type GeneralLedgerLine = z.output<typeof generalLedgerLineSchema>;

export const generalLedgerSchema = z
  .object({
    count: z.number().int(),
    page_info: pageInfoSchema,
    results: z.array(generalLedgerLineSchema),
    account: z.object({
      id: uuidSchema,
      code: z.string(),
      name: z.string(),
      classification: accountClassificationSchema,
      normal_side: z.enum(["debit", "credit"]),
    }),
    start_date: dateSchema.nullable(),
    end_date: dateSchema,
    currency: z.string(),
    opening_balance_cents: cents().meta({ description: "Before start_date, on the account's normal side." }),
    closing_balance_cents: cents().meta({
      description: "At the end of end_date, on the account's normal side.",
    }),
  })
  .meta({ id: "GeneralLedger" });
export type GeneralLedger = z.output<typeof generalLedgerSchema>;
