import { z } from "zod";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidSchema } from "./common";
import { rangeRefinement } from "./query-range";
import { wholeNumberQuery } from "./query-values";

/**
 * Every event type (issue 16). The part before the dot is the resource type, whose current representation (what
 * its GET returns) is the event's `data`.
 */
export const EVENT_TYPES = [
  "account.created",
  "account.updated",
  "menu_config.updated",
  "journal_entry.created",
  "vendor.created",
  "vendor.updated",
  "customer.created",
  "customer.updated",
  "bill.created",
  "bill.updated",
  "bill.approved",
  "bill.paid",
  "bill.voided",
  "bill_payment.created",
  "vendor_credit.created",
  "vendor_credit.updated",
  "vendor_credit.voided",
  "invoice.created",
  "invoice.updated",
  "invoice.sent",
  "invoice.paid",
  "invoice.voided",
  "invoice_payment.created",
  "customer_credit.created",
  "customer_credit.updated",
  "customer_credit.voided",
  "refund.created",
  "refund.canceled",
  "refund_payment.created",
  "refund_payment.completed",
  "payout.created",
  "payout.reconciled",
  "bank_account.created",
  "bank_account.updated",
  "bank_transaction.created",
  "bank_transaction.updated",
  "bank_transaction.matched",
  "bank_reconciliation.created",
  "bank_reconciliation.deleted",
  "bank_rule.created",
  "bank_rule.updated",
  "bank_rule.deleted",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The resource type an event type is about: `bill.paid` → `bill`. */
export function resourceTypeOfEvent(type: EventType): string {
  return type.slice(0, type.indexOf("."));
}

/**
 * When a write emits an event (in a contract's `events`). The event's resource is the response's, or, when the event
 * type names another resource (`bill.paid` on a payment), the representation the handler reports as also changed.
 * - `onStatus`: only when the response has this status (201: created, not an idempotent replay's 200).
 * - `when`: only when the representation's field has one of these values (without `equals`: is set, not null) and
 *   the resource's previous event did not (a transition: `bill.paid` once, when the bill becomes paid).
 * - neither: whenever the representation differs from the one in the resource's previous event, so a repeated
 *   action that changes nothing (approving an approved bill) emits nothing.
 */
export interface EventRule {
  type: EventType;
  onStatus?: number;
  when?: { field: string; equals?: readonly string[] };
}

/**
 * `bank_transaction.matched` has one meaning: the transaction now accounts for itself in the books, either
 * categorized to accounts or matched in full to documents' money movements. A categorized line cannot be matched and
 * a matched one cannot be categorized, so each transaction gets it at most once until it is undone. Writes that
 * match declare BANK_TRANSACTION_MATCH_RULE (its `status` becomes `matched`); writes that categorize (or import a
 * line a bank rule categorizes) declare BANK_TRANSACTION_MATCHED_RULE (its `categorization_status` becomes
 * `categorized`).
 */
export const BANK_TRANSACTION_MATCH_RULE: EventRule = {
  type: "bank_transaction.matched",
  when: { field: "status", equals: ["matched"] },
};

export const BANK_TRANSACTION_MATCHED_RULE: EventRule = {
  type: "bank_transaction.matched",
  when: { field: "categorization_status", equals: ["categorized"] },
};

export const eventSchema = z
  .object({
    type: z.literal("Event"),
    id: uuidSchema.meta({ description: "Unique; also the `data.id` of the webhook message." }),
    business_id: uuidSchema,
    sequence: z.number().int().meta({
      description: "Increases by one per business, in commit order: catch up with `after_sequence`.",
    }),
    event_type: z.enum(EVENT_TYPES),
    resource_type: z.string(),
    resource_id: z.string(),
    data: z.unknown().meta({ description: "The resource as its GET returned it when the write committed." }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Event" });
export type EventResponse = z.output<typeof eventSchema>;

export const listEventsQuerySchema = paginationQuerySchema
  .extend({
    type: commaListSchema(EVENT_TYPES).optional(),
    resource_type: z.string().max(64, "At most 64 characters.").optional(),
    resource_id: z
      .string()
      .max(200, "At most 200 characters.")
      .optional()
      .meta({ description: "Exact match." }),
    after_sequence: wholeNumberQuery(
      z
        .number({ error: "Must be a whole number." })
        .int("Must be a whole number.")
        .min(0, "Must be 0 or more.")
        .max(Number.MAX_SAFE_INTEGER, "Too large."),
    )
      .optional()
      .meta({ description: "Only events with a greater sequence." }),
    created_at_start: dateTimeSchema.optional().meta({
      description: "Recorded at or after; a bare date is the start of that day in the business's time zone.",
    }),
    created_at_end: dateTimeSchema.optional().meta({
      description: "Recorded at or before; a bare date includes that whole day in the business's time zone.",
    }),
  })
  .refine(...rangeRefinement("created_at_start", "created_at_end"));
export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;
