import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { createOpeningBalancesSchema, openingBalancesSchema } from "../schemas/opening-balances";
import { writeErrors } from "./responses";

export const createOpeningBalancesEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/opening-balances/",
  operationId: "createOpeningBalances",
  summary: "Bring open bills and invoices from another system",
  description:
    "Makes each bill an approved bill and each invoice a sent invoice, dated before `as_of` (default the day " +
    "before), with one line for the open amount on the retained earnings account: accounts payable and " +
    "receivable get their opening balances through documents that aging and payments see (manual journal lines " +
    "may not post to them). Pay, credit or write them off like any other. All or nothing: one refused item stores " +
    "nothing, and the error's `details` are under the item (`bills.3.due_date`, `invoices.0.invoice_number`). " +
    "Idempotent per item on `external_id`: a known one returns that document (`is_new: false`) and makes nothing, " +
    "so a retried request makes each document once. Rules the schema cannot state: `vendor_id`/`customer_id` " +
    "must name a vendor/customer of the business (400 at the item's field); an `invoice_number` in use by " +
    "another invoice is 409 at the item's `invoice_number`; a currency other than the base currency needs " +
    "`exchange_rate` (400 at the item's field).",
  tag: "Opening balances",
  auth: "business",
  resourceType: "opening_balances",
  // Each bill and invoice it makes, as the single creates emit (the route reports them as changed).
  events: [
    { type: "bill.created", onStatus: 201 },
    { type: "invoice.created", onStatus: 201 },
  ],
  params: businessPathSchema,
  body: createOpeningBalancesSchema,
  responses: {
    201: { description: "Made; every item is listed in order.", schema: openingBalancesSchema },
    200: {
      description: "Every item's external_id was known: nothing was made.",
      schema: openingBalancesSchema,
    },
    ...writeErrors,
  },
});
