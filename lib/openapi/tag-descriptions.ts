/**
 * What each tag of the OpenAPI document groups, shown by generated docs and clients. A tag an endpoint names without
 * an entry here is a lint error (redocly.yaml: tag-description), so a new group cannot go undescribed.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Authentication:
    "Endpoints 1 and 2: a partner token from the partner's credentials (OAuth 2 client credentials, RFC 6749 " +
    "§4.4), and a business token, optionally for a person, from a partner token.",
  Partner: "The calling partner's own profile.",
  Businesses: "The partner's businesses (tenants): each has its own chart of accounts, ledger and documents.",
  Ledger:
    "The chart of accounts and the journal. Documents post their own entries; manual entries cover the rest and " +
    "may not touch the payables and receivables control accounts.",
  "Opening balances": "The open bills and invoices a business brings from its previous system.",
  Insights: "Aging of payables and receivables, and summaries for dashboards.",
  Payables: "Vendors, bills and bill payments: what the business owes.",
  "Vendor credits": "Credits received from vendors and their allocation to bills.",
  Reports: "Balance sheet, profit and loss, cash flow, trial balance and general ledger, as JSON or CSV.",
  Receivables: "Customers, invoices and invoice payments: what the business is owed.",
  "Customer credits": "Credits given to customers and their allocation to invoices.",
  Refunds: "Money paid back to customers, and its payments.",
  Payouts: "Payment processor payouts: the sales, fees and refunds a deposit settles.",
  Audit: "Every write through the API, who made it and what it sent.",
  Banking:
    "Bank accounts, their imported transactions, categorization, rules, matching and statement reconciliation.",
  Events: "Every change to a business's books, in order, for partners catching up without webhooks.",
  Webhooks:
    "Partner endpoints that receive signed events (Standard Webhooks), their secrets and delivery log.",
  "General Ledger":
    "The documented chart of accounts with its hierarchy, and journal entries at their documented paths.",
  Embed: "What the embeddable UI reads and keeps per business, such as its menu configuration.",
};
