import { PAYOUT_RECONCILED } from "./event-rules";
import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import {
  createPayoutSchema,
  listPayoutsQuerySchema,
  payoutPathSchema,
  payoutSchema,
} from "../schemas/payout";
import { businessErrors, writeErrors } from "./responses";

const collection = "/v1/platform/businesses/{business_id}/payouts/";
const tag = "Payouts";

export const listPayoutsEndpoint = defineEndpoint({
  method: "GET",
  path: collection,
  operationId: "listPayouts",
  summary: "List payouts (endpoint 6)",
  description:
    "Newest import first. Completed-at bounds and `min_amount`/`max_amount` (on paid_out_amount_cents) are " +
    "inclusive; `external_id` is a case-insensitive substring; `status` and `reconciliation_status` take " +
    "comma-separated lists; `search` matches the external id, reference number, memo or processor payout id.",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: listPayoutsQuerySchema,
  responses: {
    200: { description: "A page of payouts.", schema: paginatedSchema(payoutSchema) },
    ...businessErrors,
  },
});

export const importPayoutEndpoint = defineEndpoint({
  method: "POST",
  path: collection,
  operationId: "importPayout",
  summary: "Import a processor payout",
  description:
    "Settles completed invoice and refund payments of the processor that no other payout settles (400 for unknown " +
    "or other processors' payments, 409 for pending or already settled ones) and computes gross, refunds, expected " +
    "net and variance. A paid payout posts: debit the bank (paid out) and processor fees (fees), credit payment " +
    "clearing (settled payments less settled refund payments); refunds without a refund payment debit revenue and " +
    "the variance goes to processor fees. The same processor_payout_id with the same body returns the payout (200); " +
    "with another body it is 409.",
  tag,
  auth: "business",
  resourceType: "payout",
  events: [{ type: "payout.created", onStatus: 201 }, PAYOUT_RECONCILED],
  params: businessPathSchema,
  body: createPayoutSchema,
  responses: {
    201: { description: "Imported.", schema: payoutSchema },
    200: { description: "This payout was imported before with the same body.", schema: payoutSchema },
    ...writeErrors,
  },
});

export const getPayoutEndpoint = defineEndpoint({
  method: "GET",
  path: `${collection}{payout_id}/`,
  operationId: "getPayout",
  summary: "Get a payout",
  tag,
  auth: "business",
  params: payoutPathSchema,
  responses: { 200: { description: "The payout.", schema: payoutSchema }, ...businessErrors },
});
