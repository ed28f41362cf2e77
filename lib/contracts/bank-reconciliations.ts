import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { bankAccountPathSchema } from "../schemas/bank-account";
import {
  bankReconciliationPathSchema,
  bankReconciliationSchema,
  statementInputSchema,
  statementReportQuerySchema,
  statementReportSchema,
} from "../schemas/bank-reconciliation";
import { BANKING_TAG } from "./bank-transactions";
import { businessErrors, writeErrors } from "./responses";

const item = "/v1/platform/businesses/{business_id}/bank-accounts/{bank_account_id}/";

export const statementReportEndpoint = defineEndpoint({
  method: "GET",
  path: `${item}reconciliation/`,
  operationId: "getBankStatementReport",
  summary: "Statement reconciliation report",
  description:
    "For a statement's end date and closing balance: the bank balance by the imported lines, the ledger balance " +
    "of the mapped cash account, the cleared balance (what the books account for of the lines), the uncleared " +
    "items (payments and payouts in the books no line covers), the lines not accounted for, and the difference " +
    "(closing − cleared). `can_reconcile` says whether the period can be marked reconciled. Stores nothing.",
  tag: BANKING_TAG,
  auth: "business",
  params: bankAccountPathSchema,
  query: statementReportQuerySchema,
  responses: { 200: { description: "The report.", schema: statementReportSchema }, ...businessErrors },
});

export const listReconciliationsEndpoint = defineEndpoint({
  method: "GET",
  path: `${item}reconciliations/`,
  operationId: "listBankStatementReconciliations",
  summary: "Reconciled statements of a bank account",
  description: "Latest first; only the latest (`is_latest`) can be undone.",
  tag: BANKING_TAG,
  auth: "business",
  params: bankAccountPathSchema,
  responses: {
    200: {
      description: "The reconciled statements.",
      schema: z.object({ count: z.number().int(), results: z.array(bankReconciliationSchema) }),
    },
    ...businessErrors,
  },
});

export const reconcileStatementEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}reconciliations/`,
  operationId: "reconcileBankStatement",
  summary: "Mark a statement period reconciled",
  description:
    "Only when the report's difference is zero, the end date is after the latest reconciled statement's and not " +
    "before the opening balance date (409 with the reason otherwise). Every line up to the end date is then " +
    "locked: categorize, split, uncategorize, exclude, match and unmatch are 409 until the reconciliation is undone, " +
    "and imports dated in the period are rejected.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_reconciliation",
  events: [{ type: "bank_reconciliation.created", onStatus: 201 }],
  params: bankAccountPathSchema,
  body: statementInputSchema,
  responses: { 201: { description: "Reconciled.", schema: bankReconciliationSchema }, ...writeErrors },
});

export const undoReconciliationEndpoint = defineEndpoint({
  method: "DELETE",
  path: `${item}reconciliations/{reconciliation_id}/`,
  operationId: "undoBankStatementReconciliation",
  summary: "Undo a statement reconciliation",
  description:
    "Unlocks the period's lines. Only the account's latest reconciliation can be undone (409 otherwise: undo the " +
    "later ones first). Returns what was undone.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_reconciliation",
  events: [{ type: "bank_reconciliation.deleted" }],
  params: bankReconciliationPathSchema,
  responses: {
    200: { description: "The undone reconciliation.", schema: bankReconciliationSchema },
    ...writeErrors,
  },
});
