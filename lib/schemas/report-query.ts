import { z } from "zod";
import { dateSchema, paginationQuerySchema, uuidSchema } from "./common";

/** A report date: required unless `.optional()`, and a real calendar date within dateSchema's bounds. */
export const reportDateSchema = dateSchema;

export const DETAIL_LEVELS = ["summary", "detailed"] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];
const detailLevelSchema = z
  .enum(DETAIL_LEVELS, { error: 'Must be "summary" or "detailed".' })
  .default("summary")
  .meta({ description: "`summary` (default): group totals only; `detailed`: one line item per account." });

/** `?format=csv` does what `Accept: text/csv` does. */
const formatSchema = z
  .enum(["json", "csv"], { error: 'Must be "json" or "csv".' })
  .optional()
  .meta({ description: "`csv` returns the report as text/csv, as `Accept: text/csv` does." });

const startAfterEnd = {
  path: ["end_date"],
  message: "Must be on or after start_date.",
};

export const asOfReportQuerySchema = z.object({
  as_of_date: reportDateSchema.meta({ description: "The report is as at the end of this day." }),
  format: formatSchema,
});

export const balanceSheetQuerySchema = asOfReportQuerySchema.extend({ detail_level: detailLevelSchema });
export type BalanceSheetQuery = z.output<typeof balanceSheetQuerySchema>;

export const periodReportQuerySchema = z
  .object({
    start_date: reportDateSchema.meta({ description: "First day of the period." }),
    end_date: reportDateSchema.meta({ description: "Last day of the period (inclusive)." }),
    detail_level: detailLevelSchema,
    format: formatSchema,
  })
  .refine((query) => query.start_date <= query.end_date, startAfterEnd);
export type PeriodReportQuery = z.output<typeof periodReportQuerySchema>;

export const generalLedgerQuerySchema = paginationQuerySchema
  .extend({
    account_id: uuidSchema.meta({ description: "The account whose lines are listed." }),
    start_date: reportDateSchema
      .optional()
      .meta({ description: "Lines dated on or after this day; default: the first entry." }),
    end_date: reportDateSchema.optional().meta({
      description: "Lines dated on or before this day; default: today in the business's time zone.",
    }),
    format: formatSchema,
  })
  .refine(
    (query) => !query.start_date || !query.end_date || query.start_date <= query.end_date,
    startAfterEnd,
  );
export type GeneralLedgerQuery = z.output<typeof generalLedgerQuerySchema>;
