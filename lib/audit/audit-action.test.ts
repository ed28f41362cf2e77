import { describe, expect, it } from "vitest";
import { ALL_ENDPOINTS } from "../contracts";
import { isAuditedEndpoint } from "../http/endpoint";
import { auditActionOf, auditNounOf, type AuditAction } from "./audit-action";

/** Every audited route (method and contract path) and what the console must say it did. */
const EXPECTED: Record<string, AuditAction> = {
  "POST accounts/": "create",
  "POST journal-entries/": "create",
  "POST opening-balances/": "create",
  "POST vendors/": "create",
  "PUT vendors/{vendor_id}/": "update",
  "POST bills/": "create",
  "PUT bills/{bill_id}/": "update",
  "POST bills/{bill_id}/approve/": "approve",
  "POST bills/{bill_id}/void/": "void",
  "POST bills/{bill_id}/documents/": "attach_document",
  "POST bills/{bill_id}/payments/": "payment",
  "POST vendor-credits/": "create",
  "PUT vendor-credits/{credit_id}/": "update",
  "POST vendor-credits/{credit_id}/void/": "void",
  "POST customers/": "create",
  "PUT customers/{customer_id}/": "update",
  "POST invoices/": "create",
  "POST invoices/{invoice_id}/send/": "send",
  "POST invoices/{invoice_id}/void/": "void",
  "POST invoices/{invoice_id}/write-offs/": "write_off",
  "POST invoices/{invoice_id}/pdf/": "pdf",
  "POST invoices/{invoice_id}/payments/": "payment",
  "POST customer-credits/": "create",
  "PUT customer-credits/{credit_id}/": "update",
  "POST customer-credits/{credit_id}/void/": "void",
  "POST invoices/refunds/": "create",
  "POST invoices/refunds/{refund_id}/cancel/": "cancel",
  "POST invoices/refunds/{refund_id}/payments/": "payment",
  "POST invoices/refunds/{refund_id}/payments/{payment_id}/complete/": "complete_payment",
  "POST payouts/": "create",
  "POST bank-accounts/": "create",
  "PUT bank-accounts/{bank_account_id}/": "update",
  "DELETE bank-accounts/{bank_account_id}/": "delete",
  "POST bank-accounts/{bank_account_id}/unarchive/": "unarchive",
  "POST bank-transactions/import/": "import",
  "POST bank-transactions/import-file/": "import",
  "POST bank-transactions/{bank_transaction_id}/categorize/": "categorize",
  "POST bank-transactions/{bank_transaction_id}/split/": "split",
  "POST bank-transactions/{bank_transaction_id}/uncategorize/": "uncategorize",
  "POST bank-transactions/{bank_transaction_id}/exclude/": "exclude",
  "POST bank-transactions/categorize/": "categorize_batch",
  "POST bank-rules/": "create",
  "PUT bank-rules/{rule_id}/": "update",
  "DELETE bank-rules/{rule_id}/": "delete",
  "POST bills/batch/": "create_batch",
  "POST invoices/batch/": "create_batch",
  "POST journal-entries/batch/": "create_batch",
  "POST general-ledger/chart-of-accounts/": "create",
  "DELETE general-ledger/chart-of-accounts/{account_id}/": "delete",
  "POST general-ledger/chart-of-accounts/{account_id}/children/": "add_child",
  "POST vendors/{vendor_id}/archive/": "archive",
  "POST vendors/{vendor_id}/unarchive/": "unarchive",
  "POST customers/{customer_id}/archive/": "archive",
  "POST customers/{customer_id}/unarchive/": "unarchive",
  "PUT menu-config/": "update",
  "DELETE menu-config/": "delete",
  "POST bank-transactions/{bank_transaction_id}/match/": "match",
  "POST bank-transactions/{bank_transaction_id}/unmatch/": "unmatch",
  "POST bank-transactions/match/": "match_batch",
  "POST bank-accounts/{bank_account_id}/reconciliations/": "reconcile",
  "DELETE bank-accounts/{bank_account_id}/reconciliations/{reconciliation_id}/": "unreconcile",
};

const PREFIX = "/v1/platform/businesses/{business_id}/";
/** The path as recorded: the contract's with real ids. */
const concrete = (template: string) => template.replace(/\{\w+\}/g, () => crypto.randomUUID());

describe("auditActionOf", () => {
  const audited = ALL_ENDPOINTS.filter(isAuditedEndpoint);

  it("names the action of every audited route, none left to the fallback", () => {
    for (const endpoint of audited) {
      const key = `${endpoint.method} ${endpoint.path.slice(PREFIX.length)}`;
      expect(EXPECTED[key], `add ${key} to EXPECTED`).toBeDefined();
      expect(auditActionOf({ method: endpoint.method, path: concrete(endpoint.path) }), key).toBe(
        EXPECTED[key],
      );
    }
    expect(Object.keys(EXPECTED)).toHaveLength(audited.length);
  });

  it("falls back to other for what it cannot read", () => {
    const base = `/v1/platform/businesses/${crypto.randomUUID()}`;
    expect(auditActionOf({ method: "POST", path: `${base}/` })).toBe("other");
    expect(auditActionOf({ method: "POST", path: `${base}/bills/${crypto.randomUUID()}/` })).toBe("other");
    expect(auditActionOf({ method: "POST", path: `${base}/bills/payments/` })).toBe("other");
    expect(auditActionOf({ method: "POST", path: `${base}/bills/void/` })).toBe("other");
    expect(auditActionOf({ method: "GET", path: `${base}/bills/` })).toBe("other");
  });

  it("describes payments on what they pay and reconciliations on their bank account", () => {
    expect(auditNounOf("bill_payment")).toBe("bill");
    expect(auditNounOf("invoice_payment")).toBe("invoice");
    expect(auditNounOf("refund_payment")).toBe("refund");
    expect(auditNounOf("bank_reconciliation")).toBe("bank_account");
    expect(auditNounOf("vendor")).toBe("vendor");
  });
});
