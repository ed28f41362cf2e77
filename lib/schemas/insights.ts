import { z } from "zod";
import { ACCOUNT_SUBTYPES } from "./account-type";
import { dateSchema, uuidSchema } from "./common";
import { reportDateSchema } from "./report-query";

const cents = () => z.number().int();
export const GRANULARITIES = ["monthly", "quarterly", "yearly"] as const;
/** A longer range is refused: a trend of more periods is not a chart anyone reads. */
export const MAX_TREND_PERIODS = 120;

const rangeSchema = z.object({
  start_date: reportDateSchema.meta({ description: "First day of the range." }),
  end_date: reportDateSchema.meta({ description: "Last day of the range (inclusive)." }),
});
const startNotAfterEnd = (query: { start_date: string; end_date: string }) =>
  query.start_date <= query.end_date;
const startAfterEnd = { path: ["end_date"], message: "Must be on or after start_date." };

export const financialSummaryQuerySchema = rangeSchema
  .extend({
    granularity: z
      .enum(GRANULARITIES, { error: 'Must be "monthly", "quarterly" or "yearly".' })
      .default("monthly")
      .meta({ description: "Calendar months, quarters (Q1 = January to March) or years." }),
  })
  .refine(startNotAfterEnd, startAfterEnd);
export type FinancialSummaryQuery = z.output<typeof financialSummaryQuerySchema>;

export const financialSummarySchema = z
  .object({
    business_id: uuidSchema,
    start_date: dateSchema,
    end_date: dateSchema,
    currency: z.string(),
    granularity: z.enum(GRANULARITIES),
    summary: z.object({
      total_revenue_cents: cents().meta({
        description: "Every revenue-type account: revenue, other operating income and finance income.",
      }),
      total_expenses_cents: cents().meta({
        description:
          "Every expense-type account: direct costs, operating expenses, finance costs and income tax.",
      }),
      net_profit_cents: cents().meta({
        description: "Revenue − expenses: the P&L's net profit for the range.",
      }),
    }),
    trends: z
      .array(
        z.object({
          period_start: dateSchema,
          period_end: dateSchema,
          period_label: z.string().meta({ description: "`2025-03`, `2025-Q1` or `2025`." }),
          revenue_cents: cents(),
          expenses_cents: cents(),
          net_profit_cents: cents(),
        }),
      )
      .meta({
        description:
          "One per calendar period the range touches, oldest first; the first and last are cut to the range, so the " +
          "trends add up to the summary.",
      }),
  })
  .meta({ id: "FinancialSummary" });
export type FinancialSummary = z.output<typeof financialSummarySchema>;

export const expenseBreakdownQuerySchema = rangeSchema.refine(startNotAfterEnd, startAfterEnd);
export type ExpenseBreakdownQuery = z.output<typeof expenseBreakdownQuerySchema>;

const shareSchema = z.number().meta({
  description:
    "Percent of total_expenses_cents, two decimals (a negative amount, e.g. a refund, has a negative share); 0 " +
    "when the total is 0.",
});

export const expenseBreakdownSchema = z
  .object({
    business_id: uuidSchema,
    start_date: dateSchema,
    end_date: dateSchema,
    currency: z.string(),
    total_expenses_cents: cents(),
    categories: z
      .array(
        z.object({
          account_subtype: z.enum(ACCOUNT_SUBTYPES),
          display_name: z.string(),
          total_cents: cents(),
          share_percent: shareSchema,
          accounts: z.array(
            z.object({
              account_id: uuidSchema,
              account_code: z.string(),
              account_name: z.string(),
              value_cents: cents(),
              share_percent: shareSchema,
            }),
          ),
        }),
      )
      .meta({
        description:
          "Expense subtypes with a movement in the range, largest first; their accounts likewise (ties by code).",
      }),
  })
  .meta({ id: "ExpenseBreakdown" });
export type ExpenseBreakdown = z.output<typeof expenseBreakdownSchema>;
