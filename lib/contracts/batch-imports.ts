import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import {
  batchBodySchema,
  batchResultSchema,
  documentedBatchBodySchema,
  MAX_BATCH_ITEMS,
} from "../schemas/batch";
import { billSchema } from "../schemas/bill";
import { createBillSchema } from "../schemas/bill-input";
import { businessPathSchema } from "../schemas/business";
import { invoiceSchema } from "../schemas/invoice";
import { createInvoiceSchema } from "../schemas/invoice-input";
import { createJournalEntrySchema, journalEntrySchema } from "../schemas/journal-entry";
import { createdBillExample, createdInvoiceExample, postedJournalEntryExample } from "./batch-examples";
import { writeErrors } from "./responses";

const BUSINESS = "/v1/platform/businesses/{business_id}";

const batchRules =
  `Up to ${MAX_BATCH_ITEMS} items (more, or none, is 400 and stores nothing). Each item is validated and stored ` +
  "on its own, as the single create would store it: a refused item stores nothing of itself and does not stop the " +
  "others, and each stored item's document and journal entry commit together. The answer is 200 with one result " +
  "per item, in request order: `status` and `body` are what the single create would have answered for that item " +
  "alone. The audit trail records one event per stored item. An `Idempotency-Key` applies to the whole batch.";

const idempotentItems =
  "Items are idempotent on `external_id` as on the single create: a known one (stored earlier, by a concurrent " +
  "request, or by an earlier item of this batch) is 200 with the existing resource and creates nothing, so a " +
  "batch sent again creates nothing new.";

const unknownAccountError = {
  error: "Unknown or unusable account.",
  error_code: "validation_error",
  details: { "line_items.0.account_identifier": ["No account with code 6990."] },
};

export const createBillsBatchEndpoint = defineEndpoint({
  method: "POST",
  path: `${BUSINESS}/bills/batch/`,
  operationId: "createBillsBatch",
  summary: "Create up to 500 bills",
  description:
    `${batchRules} ${idempotentItems} A vendor named by an unknown \`vendor_external_id\` is created once for ` +
    "the batch. The body may be up to 15 MB (items may carry documents).",
  tag: "Payables",
  auth: "business",
  resourceType: "bill",
  isBatch: true,
  // One event per stored item (lib/http/batch-events.ts), as the single create emits.
  events: [{ type: "bill.created", onStatus: 201 }],
  params: businessPathSchema,
  body: batchBodySchema,
  documentedBody: documentedBatchBodySchema(createBillSchema),
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  bodyExamples: {
    mixed: {
      summary: "Two bills, the second naming an account the chart does not have",
      value: {
        items: [
          {
            external_id: "bill-1001",
            vendor_external_id: "vendor-7",
            vendor_name: "Office Supplies Ltd",
            bill_date: "2026-06-01",
            approved_at: "2026-06-01T12:00:00Z",
            line_items: [{ description: "Paper", quantity: 2, unit_price: 1250 }],
          },
          // Valid as a body (an example must conform to the schema), refused when its account is looked up.
          {
            external_id: "bill-1002",
            vendor_external_id: "vendor-7",
            line_items: [
              { quantity: 1, unit_price: 4000, account_identifier: { type: "AccountCode", code: "6990" } },
            ],
          },
        ],
      },
    },
  },
  responses: {
    200: {
      description: "One result per item, in request order.",
      schema: batchResultSchema(billSchema, "BillBatchResult"),
      examples: {
        mixed: {
          summary: "The first bill created, the second refused",
          value: {
            results: [
              { index: 0, status: 201, body: createdBillExample },
              { index: 1, status: 400, body: unknownAccountError },
            ],
          },
        },
      },
    },
    ...writeErrors,
  },
});

export const createInvoicesBatchEndpoint = defineEndpoint({
  method: "POST",
  path: `${BUSINESS}/invoices/batch/`,
  operationId: "createInvoicesBatch",
  summary: "Create up to 500 invoices",
  description:
    `${batchRules} ${idempotentItems} An \`invoice_number\` already in use is that item's 409. A customer named ` +
    "by an unknown `customer_external_id` is created once (by the first item naming it).",
  tag: "Receivables",
  auth: "business",
  resourceType: "invoice",
  isBatch: true,
  // One event per stored item (lib/http/batch-events.ts), as the single create emits.
  events: [{ type: "invoice.created", onStatus: 201 }],
  params: businessPathSchema,
  body: batchBodySchema,
  documentedBody: documentedBatchBodySchema(createInvoiceSchema),
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: {
    200: {
      description: "One result per item, in request order.",
      schema: batchResultSchema(invoiceSchema, "InvoiceBatchResult"),
      examples: {
        numberTaken: {
          summary: "The second invoice reuses the first one's number",
          value: {
            results: [
              { index: 0, status: 201, body: createdInvoiceExample },
              {
                index: 1,
                status: 409,
                body: {
                  error: "An invoice with invoice_number INV-1 already exists.",
                  error_code: "conflict",
                  details: { invoice_number: ["Already used by another invoice of this business."] },
                },
              },
            ],
          },
        },
      },
    },
    ...writeErrors,
  },
});

export const createJournalEntriesBatchEndpoint = defineEndpoint({
  method: "POST",
  path: `${BUSINESS}/journal-entries/batch/`,
  operationId: "createJournalEntriesBatch",
  summary: "Post up to 500 manual journal entries",
  description:
    `${batchRules} Journal entries have no external_id: send the batch with an \`Idempotency-Key\` to retry it ` +
    "safely.",
  tag: "Ledger",
  auth: "business",
  resourceType: "journal_entry",
  isBatch: true,
  // One event per stored item (lib/http/batch-events.ts), as the single create emits.
  events: [{ type: "journal_entry.created", onStatus: 201 }],
  params: businessPathSchema,
  body: batchBodySchema,
  documentedBody: documentedBatchBodySchema(createJournalEntrySchema),
  responses: {
    200: {
      description: "One result per item, in request order.",
      schema: batchResultSchema(journalEntrySchema, "JournalEntryBatchResult"),
      examples: {
        unbalanced: {
          summary: "The second entry does not balance",
          value: {
            results: [
              { index: 0, status: 201, body: postedJournalEntryExample },
              {
                index: 1,
                status: 400,
                body: {
                  error: "The journal entry is not valid.",
                  error_code: "validation_error",
                  details: { lines: ["Debits (1000) and credits (900) must be equal."] },
                },
              },
            ],
          },
        },
      },
    },
    ...writeErrors,
  },
});

export const BATCH_ENDPOINTS = [
  createBillsBatchEndpoint,
  createInvoicesBatchEndpoint,
  createJournalEntriesBatchEndpoint,
];
