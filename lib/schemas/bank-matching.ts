import { z } from "zod";
import { MAX_BULK_ITEMS } from "./bank-categorization";
import { MATCH_CANDIDATE_TYPES } from "./bank-values";
import { uuidSchema } from "./common";
import { wholeNumberQuery } from "./query-values";

export const MAX_MATCHES_PER_TRANSACTION = 50;

export const matchItemSchema = z.object({
  target_type: z
    .enum(MATCH_CANDIDATE_TYPES, {
      error: `Must be one of ${MATCH_CANDIDATE_TYPES.join(", ")}.`,
    })
    .meta({
      description:
        "A payment, payout or the other side of a transfer (`bank_transaction`); `bill` or `invoice` pays an open " +
        "one from this bank account by the match (the payment is recorded, and removed again by unmatch).",
    }),
  target_id: uuidSchema,
  amount_cents: z
    .number({ error: "Must be a number of cents." })
    .int("Must be a whole number of cents.")
    .gt(0, "Must be more than 0.")
    .max(Number.MAX_SAFE_INTEGER, "Too large.")
    .optional()
    .meta({
      description: "Default: what is left on both the transaction and the target, whichever is less.",
    }),
  notes: z.string().trim().max(1000, "At most 1000 characters.").nullish(),
});
export type MatchItemInput = z.output<typeof matchItemSchema>;

const matchesField = z
  .array(matchItemSchema)
  .min(1, "Send at least one match.")
  .max(MAX_MATCHES_PER_TRANSACTION, `At most ${MAX_MATCHES_PER_TRANSACTION} matches.`);

export const matchSchema = z.object({ matches: matchesField });
export type MatchInput = z.output<typeof matchSchema>;

export const unmatchSchema = z.object({
  reconciliation_link_ids: z
    .array(uuidSchema)
    .min(1, "Name at least one link, or leave the field out.")
    .optional()
    .meta({ description: "Only these links; default every link of the transaction." }),
});
export type UnmatchInput = z.output<typeof unmatchSchema>;

export const bulkMatchSchema = z.object({
  items: z
    .array(z.object({ bank_transaction_id: uuidSchema, matches: matchesField }))
    .min(1, "Send at least one item.")
    .max(MAX_BULK_ITEMS, `At most ${MAX_BULK_ITEMS} items per request.`),
});
export type BulkMatchInput = z.output<typeof bulkMatchSchema>;

export const suggestionsQuerySchema = z.object({
  limit: wholeNumberQuery(
    z
      .number({ error: "Must be a whole number." })
      .int("Must be a whole number.")
      .min(1, "At least 1.")
      .max(20, "At most 20.")
      .default(10),
  ),
});
