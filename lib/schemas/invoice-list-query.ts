import { z } from "zod";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidListSchema } from "./common";
import { centsQuerySchema } from "./query-values";
import { DEFAULT_INVOICE_SORT, INVOICE_SORTS, INVOICE_STATUS_FILTERS } from "./invoice-list-options";

const centsQuery = centsQuerySchema;

/** Endpoint 5. */
export const listInvoicesQuerySchema = paginationQuerySchema
  .extend({
    customer_external_id: z.string().optional(),
    customer_id: uuidListSchema
      .optional()
      .meta({ description: "One or more customer ids, comma-separated." }),
    due_at_start: dateTimeSchema.optional().meta({ description: "Due at or after." }),
    due_at_end: dateTimeSchema.optional().meta({ description: "Due at or before." }),
    sent_at_start: dateTimeSchema.optional().meta({ description: "Sent at or after." }),
    sent_at_end: dateTimeSchema.optional().meta({ description: "Sent at or before." }),
    min_amount: centsQuery.optional().meta({ description: "Total at least this many cents." }),
    max_amount: centsQuery.optional().meta({ description: "Total at most this many cents." }),
    memo: z.string().max(4000, "At most 4000 characters.").optional().meta({ description: "Exact memo." }),
    memo_contains: z
      .string()
      .max(200, "At most 200 characters.")
      .optional()
      .meta({ description: "Case-insensitive substring of the memo." }),
    reference_numbers: z.string().optional().meta({
      description: "Comma-separated; an invoice matches when it has any of them.",
    }),
    status: commaListSchema(INVOICE_STATUS_FILTERS).optional(),
    sort: z
      .enum(INVOICE_SORTS, { error: `Must be one of ${INVOICE_SORTS.join(", ")}.` })
      .default(DEFAULT_INVOICE_SORT)
      .meta({ description: "`-` is descending; ties are broken by id." }),
  })
  .refine(
    (query) =>
      query.min_amount === undefined ||
      query.max_amount === undefined ||
      query.min_amount <= query.max_amount,
    { path: ["max_amount"], message: "Must be at least min_amount." },
  );
export type ListInvoicesQuery = z.output<typeof listInvoicesQuerySchema>;
