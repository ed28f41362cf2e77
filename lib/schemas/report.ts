import { z } from "zod";
import { dateSchema, uuidSchema } from "./common";
import { DETAIL_LEVELS } from "./report-query";

const cents = () => z.number().int();

export const reportLineItemSchema = z
  .object({
    account_id: uuidSchema.nullable().meta({
      description:
        "The account, for the general ledger. Null only on the balance sheet's computed profit-and-loss line.",
    }),
    account_code: z.string().nullable(),
    account_name: z.string(),
    value_cents: cents(),
  })
  .meta({ id: "ReportLineItem" });
export type ReportLineItem = z.output<typeof reportLineItemSchema>;

export const accountGroupSchema = z
  .object({
    display_name: z.string(),
    total_cents: cents().meta({ description: "Sum of the line items." }),
    line_items: z.array(reportLineItemSchema).meta({ description: "Empty in the summary view." }),
  })
  .meta({ id: "AccountGroup" });
export type AccountGroup = z.output<typeof accountGroupSchema>;

const detailLevel = z.enum(DETAIL_LEVELS);

export const balanceSheetSchema = z
  .object({
    business_id: uuidSchema,
    as_of_date: dateSchema,
    currency: z.string(),
    detail_level: detailLevel,
    summary: z.object({
      total_assets_cents: cents(),
      total_non_current_assets_cents: cents(),
      total_current_assets_cents: cents(),
      total_liabilities_cents: cents(),
      total_current_liabilities_cents: cents(),
      total_non_current_liabilities_cents: cents(),
      total_equity_cents: cents(),
      net_assets_cents: cents(),
    }),
    non_current_assets: accountGroupSchema,
    current_assets: accountGroupSchema,
    current_liabilities: accountGroupSchema,
    non_current_liabilities: accountGroupSchema,
    share_capital: accountGroupSchema,
    share_premium: accountGroupSchema,
    reserves: accountGroupSchema,
    retained_earnings: accountGroupSchema,
  })
  .meta({ id: "BalanceSheet" });
export type BalanceSheet = z.output<typeof balanceSheetSchema>;

export const cashFlowSchema = z
  .object({
    business_id: uuidSchema,
    start_date: dateSchema,
    end_date: dateSchema,
    currency: z.string(),
    detail_level: detailLevel,
    summary: z.object({
      net_cash_from_operating_cents: cents(),
      net_cash_from_investing_cents: cents(),
      net_cash_from_financing_cents: cents(),
      net_change_in_cash_cents: cents(),
      opening_cash_cents: cents(),
      closing_cash_cents: cents(),
    }),
    cash_reconciliation: z.object({
      opening_cash_cents: cents(),
      net_change_cents: cents(),
      calculated_closing_cents: cents(),
      actual_closing_cents: cents(),
      reconciles: z.boolean(),
    }),
    operating_activities: z
      .object({
        net_profit_cents: cents(),
        non_cash_adjustments: accountGroupSchema,
        working_capital_changes: accountGroupSchema,
      })
      .optional()
      .meta({ description: "Detailed view only." }),
    investing_activities: accountGroupSchema.optional().meta({ description: "Detailed view only." }),
    financing_activities: accountGroupSchema.optional().meta({ description: "Detailed view only." }),
  })
  .meta({ id: "CashFlow" });
export type CashFlow = z.output<typeof cashFlowSchema>;

const subtypeGroup = (label: string) =>
  accountGroupSchema.meta({
    description: `Accounts of the ${label} subtype; line items in the detailed view only.`,
  });

export const profitAndLossSchema = z
  .object({
    business_id: uuidSchema,
    start_date: dateSchema,
    end_date: dateSchema,
    currency: z.string(),
    detail_level: detailLevel,
    summary: z
      .object({
        net_revenue_cents: cents().meta({ description: "The revenue subtype." }),
        total_operating_income_cents: cents().meta({ description: "Net revenue + other operating income." }),
        gross_profit_cents: cents().meta({ description: "Total operating income − direct costs." }),
        total_operating_expenses_cents: cents().meta({ description: "The operating expenses subtype." }),
        operating_profit_cents: cents().meta({ description: "Gross profit − operating expenses." }),
        profit_before_tax_cents: cents().meta({
          description: "Operating profit + finance income − finance costs.",
        }),
        net_profit_cents: cents().meta({ description: "Profit before tax − income tax." }),
      })
      .meta({ description: "The documented figures (extensions.md §3.3), derived from the subtype groups." }),
    revenue: subtypeGroup("revenue"),
    other_operating_income: subtypeGroup("other operating income"),
    direct_costs: subtypeGroup("direct costs"),
    operating_expenses: subtypeGroup("operating expenses"),
    finance_income: subtypeGroup("finance income"),
    finance_costs: subtypeGroup("finance costs"),
    income_tax: subtypeGroup("income tax"),
    cost_of_sales: accountGroupSchema.meta({ description: "By classification: the direct costs." }),
    gross_profit_cents: cents().meta({
      description:
        "Revenue − cost of sales, as this report first defined it; `summary.gross_profit_cents` also counts other " +
        "operating income, as documented.",
    }),
    expense: accountGroupSchema.meta({
      description: "By classification: operating expenses, finance costs and income tax together.",
    }),
    other_income: accountGroupSchema.meta({
      description: "By classification: other operating income and finance income together.",
    }),
    net_profit_cents: cents().meta({ description: "Equals `summary.net_profit_cents`." }),
  })
  .meta({ id: "ProfitAndLoss" });
export type ProfitAndLoss = z.output<typeof profitAndLossSchema>;
