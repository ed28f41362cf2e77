import { bodyOf, createApprovedBill, getOk, post, type Books } from "./payables";
import { createSentInvoice } from "./receivables";

/**
 * Customer credits and vendor credits are one API with other names: a credit note to or from a party, posted when it
 * is sent (received), applied to the party's invoices (bills). A kind holds the names and makes the credits and
 * documents of its tests, so the specs of both run the same checks (credit-checks.ts, credit-list-checks.ts).
 */
interface CreditNames {
  /**
   * Who a credit is to or from: the word names the collection (`/customer-credits/`) and the fields (`customer_id`,
   * `customer_external_id`); `first` is the party of credits and documents made without naming one.
   */
  party: { name: "customer" | "vendor"; first: Party };
  /**
   * What a credit applies to: the word names the fields (`invoice_id`, `source_invoice_id`) and the collection
   * (`/invoices/`); `create` makes one from a create body, ready for credits (sent, approved).
   */
  document: { name: "invoice" | "bill"; create: typeof createSentInvoice };
  /**
   * How a credit posts: the status its stamp gives it, which names the stamp (`sent` → `sent_at`); the `source` of its
   * journal entries; the kind of account a line names (`revenue` → `revenue_account_identifier`), and the code of one
   * such account besides the default.
   */
  posting: {
    issued: "sent" | "received";
    journalSource: "credit_note" | "vendor_credit";
    account: "revenue" | "expense";
    accountCode: string;
  };
}

interface Party {
  externalId: string;
  name: string;
}

/** The second party of a kind's tests: its name holds a LIKE wildcard, for searches. */
const globex: Party = { externalId: "globex", name: "Globex 100% Trading" };

export type CreditKind = ReturnType<typeof creditKind>;

function creditKind({ party, document, posting }: CreditNames) {
  const path = `/${party.name}-credits/`;
  const documentPath = `/${document.name}s/`;
  const partyFields = ({ externalId, name }: Party) => ({
    [`${party.name}_external_id`]: externalId,
    [`${party.name}_name`]: name,
  });
  /** A valid create body: one line of 1000 for the first party, then `overrides`. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    ...partyFields(party.first),
    line_items: [{ amount: 1000 }],
    ...overrides,
  });
  const create = async (books: Books, overrides: Record<string, unknown> = {}) =>
    bodyOf(await post(books, path, body(overrides)), 201);
  const issuedAt = `${posting.issued}_at` as const;
  return {
    path,
    party: party.name,
    parties: [party.first, globex] as const,
    issued: { field: issuedAt, status: posting.issued },
    account: { field: `${posting.account}_account_identifier` as const, code: posting.accountCode },
    document: {
      path: documentPath,
      field: `${document.name}_id` as const,
      source: `source_${document.name}_id` as const,
    },
    journalSource: posting.journalSource,
    partyFields,
    body,
    create,
    /** A credit sent (received) on 2025-03-15, so its entry has posted. */
    issue: (books: Books, overrides: Record<string, unknown> = {}) =>
      create(books, { [issuedAt]: "2025-03-15T10:00:00Z", ...overrides }),
    get: (books: Books, id: string) => getOk(books, `${path}${id}/`),
    /** A document of one line of `cents` (no tax) to the party of this external id. */
    documentOf: (books: Books, cents: number, externalId = party.first.externalId) =>
      document.create(books, {
        ...partyFields(
          externalId === party.first.externalId ? party.first : { externalId, name: externalId },
        ),
        line_items: [{ quantity: 1, unit_price: cents, description: "Goods" }],
      }),
    outstanding: async (books: Books, documentId: string) =>
      (await getOk(books, `${documentPath}${documentId}/`)).outstanding_balance as number,
  };
}

export const customerCredits = creditKind({
  party: { name: "customer", first: { externalId: "cust-1", name: "Café Blå AB" } },
  document: { name: "invoice", create: createSentInvoice },
  posting: { issued: "sent", journalSource: "credit_note", account: "revenue", accountCode: "4100" },
});

export const vendorCredits = creditKind({
  party: { name: "vendor", first: { externalId: "acme", name: "Acme AB" } },
  document: { name: "bill", create: createApprovedBill },
  posting: { issued: "received", journalSource: "vendor_credit", account: "expense", accountCode: "6400" },
});
