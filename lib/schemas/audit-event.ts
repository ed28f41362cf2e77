import { z } from "zod";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidSchema } from "./common";
import { rangeRefinement } from "./query-range";

/** The kinds of resource a write can change; each audited endpoint names one in its contract. */
export const AUDIT_RESOURCE_TYPES = [
  "account",
  "journal_entry",
  "vendor",
  "bill",
  "bill_payment",
  "vendor_credit",
  "customer",
  "invoice",
  "invoice_payment",
  "customer_credit",
  "refund",
  "refund_payment",
  "payout",
  "bank_account",
  "bank_transaction",
  "bank_rule",
  "bank_reconciliation",
  "menu_config",
  "opening_balances",
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** Who a write is attributed to: the partner's backend, a business token, or the person it was issued for. */
export const AUDIT_ACTOR_KINDS = ["partner", "business", "user"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditEventSchema = z
  .object({
    type: z.literal("AuditEvent"),
    id: uuidSchema,
    business_id: uuidSchema,
    partner_id: uuidSchema,
    actor_kind: z.enum(AUDIT_ACTOR_KINDS).meta({
      description:
        "`partner` (a partner token), `user` (a business token issued with `actor_id`) or `business` (a business " +
        "token without one).",
    }),
    actor_id: z.string().meta({ description: "The partner id, or the `actor_id` the partner named." }),
    actor_name: z.string().nullable().meta({ description: "The partner's name, or the `actor_name` given." }),
    method: z.enum(["POST", "PUT", "PATCH", "DELETE"]),
    path: z
      .string()
      .meta({ description: "The route with its ids: `/v1/platform/businesses/…/bills/…/void/`." }),
    resource_type: z.enum(AUDIT_RESOURCE_TYPES),
    resource_id: z
      .string()
      .nullable()
      .meta({ description: "The id of the resource the response describes." }),
    resource_label: z
      .string()
      .nullable()
      .meta({
        description:
          "The resource's human name as it is now: an invoice's `invoice_number`, a bill's `bill_number` (else " +
          "`vendor_bill_number`), a vendor's or customer's name, a journal entry's `#number`, an account's code and " +
          "name, a bank account's display name, a bank transaction's counterparty, a bank rule's text, a credit's or " +
          "refund's number, a payout's processor id; for a payment, that of the bill, invoice or refund it pays. " +
          "Null when the resource has none or no longer exists.",
      }),
    response_status: z.number().int(),
    request_id: z.string().nullable().meta({ description: "The response's X-Request-Id." }),
    change: z.unknown().meta({
      description:
        "The request body as validated (unknown fields dropped); an uploaded file's content is replaced by " +
        "`{omitted: true, size}` (bytes).",
    }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEventResponse = z.output<typeof auditEventSchema>;

export const listAuditEventsQuerySchema = paginationQuerySchema
  .extend({
    resource_type: commaListSchema(AUDIT_RESOURCE_TYPES).optional(),
    resource_id: z
      .string()
      .max(200, "At most 200 characters.")
      .optional()
      .meta({ description: "Exact match." }),
    actor_id: z.string().max(200, "At most 200 characters.").optional().meta({ description: "Exact match." }),
    search: z
      .string()
      .max(200, "At most 200 characters.")
      .optional()
      .meta({
        description:
          "Case-insensitive text (surrounding spaces ignored; empty means no filter) contained in the actor's name or id, the resource id, the path, or the number or " +
          "name of the invoice, bill, vendor or customer the event is about.",
      }),
    created_at_start: dateTimeSchema.optional().meta({
      description: "Recorded at or after; a bare date is the start of that day in the business's time zone.",
    }),
    created_at_end: dateTimeSchema.optional().meta({
      description: "Recorded at or before; a bare date includes that whole day in the business's time zone.",
    }),
  })
  .refine(...rangeRefinement("created_at_start", "created_at_end"));
export type ListAuditEventsQuery = z.output<typeof listAuditEventsQuerySchema>;
