import type { APIRequestContext } from "@playwright/test";
import { bearer, createTestBusiness, newApi, partnerToken, type PartnerCredentials } from "../api";
import { listOperations, type OpenApi, type Operation } from "./openapi";

/**
 * A test business with one or more of everything the API names by id (vendors, customers, bills, invoices, payments,
 * credits, refunds, payouts, bank accounts and transactions, rules, journal entries), and the ids of each, keyed by
 * the path of the list that returns them (`/v1/platform/businesses/{business_id}/bills/payments/`).
 */
export interface World {
  api: APIRequestContext;
  credentials: PartnerCredentials;
  token: string;
  businessId: string;
  pools: Map<string, string[]>;
}

const BUSINESS = "/v1/platform/businesses/{business_id}/";

async function send(api: APIRequestContext, token: string, base: string, path: string, data: unknown) {
  const response = await api.post(`${base}${path}`, { headers: bearer(token), data });
  const text = await response.text();
  if (response.status() >= 300)
    throw new Error(`fuzz world: POST ${path} answered ${response.status()}: ${text}`);
  return JSON.parse(text) as { id: string } & Record<string, unknown>;
}

const line = (description: string, cents: number) => [{ quantity: 1, unit_price: cents, description }];

/** The documents a business needs so every operation has something real to act on. */
async function populate(api: APIRequestContext, token: string, base: string, doc: OpenApi) {
  const post = (path: string, data: unknown) => send(api, token, base, path, data);
  // Only what the served document has (the suite also runs against older builds, without banking's later routes).
  const has = (path: string) => `${BUSINESS}${path.slice(1)}` in doc.paths;
  const party = { vendor_external_id: "fuzz-vendor", vendor_name: "Fuzz Vendor AB" };
  const client = { customer_external_id: "fuzz-customer", customer_name: "Fuzz Kund AB" };
  await post("/vendors/", { company_name: "Second Vendor AB", external_id: "fuzz-vendor-2" });
  await post("/customers/", { company_name: "Second Kund AB", external_id: "fuzz-customer-2" });
  await post("/bills/", {
    external_id: "fuzz-draft",
    ...party,
    bill_date: "2025-03-10",
    line_items: line("Paper", 5000),
  });
  const approved = await post("/bills/", {
    external_id: "fuzz-approved",
    ...party,
    bill_date: "2025-03-10",
    approved_at: "2025-03-10T09:00:00Z",
    line_items: line("Ink", 90_000),
  });
  await post(`/bills/${approved.id}/payments/`, {
    amount_cents: 1000,
    payment_date: "2025-03-11",
    payment_method: "bank_transfer",
  });
  await post("/vendor-credits/", { ...party, line_items: [{ amount: 1000 }] });
  await post("/invoices/", { invoice_number: "FZ-1", ...client, line_items: line("Cakes", 5000) });
  const sent = await post("/invoices/", {
    invoice_number: "FZ-2",
    ...client,
    sent_at: "2025-03-01T09:00:00Z",
    line_items: line("Bread", 90_000),
  });
  await post(`/invoices/${sent.id}/payments/`, {
    amount_cents: 30_000,
    payment_method: "card",
    payment_date: "2025-03-10",
    processor: "stripe",
  });
  await post("/customer-credits/", { ...client, line_items: [{ amount: 1000 }] });
  const refund = await post("/invoices/refunds/", {
    customer_external_id: "fuzz-customer",
    refunded_amount: 1000,
    allocations: [{ invoice_id: sent.id, amount: 1000 }],
  });
  await post(`/invoices/refunds/${refund.id}/payments/`, { refunded_amount: 400, processor: "stripe" });
  await post("/payouts/", {
    processor: "paypal",
    processor_payout_id: "po_fuzz",
    paid_out_amount_cents: 0,
    completed_at: "2025-03-31T22:30:00Z",
  });
  const bank = await post("/bank-accounts/", { display_name: "Fuzz account", mask: "4321" });
  if (has("/bank-transactions/import/")) {
    await post("/bank-transactions/import/", {
      bank_account_connection_id: bank.id,
      transactions: ["a", "b", "c"].map((suffix, index) => ({
        external_id: `fuzz-line-${suffix}`,
        date: "2025-03-10",
        amount_cents: 1000 * (index + 1),
        direction: index === 1 ? "credit" : "debit",
        counterparty_name: "Acme AB",
        description: "Card purchase",
      })),
    });
  }
  const accounts = await api.get(`${base}/accounts/?search=6400`, { headers: bearer(token) });
  const [software] = ((await accounts.json()) as { results: { id: string }[] }).results;
  if (has("/bank-rules/"))
    await post("/bank-rules/", { counterparty_contains: "fuzz", account_id: software!.id });
  await post("/journal-entries/", {
    entry_date: "2025-03-12",
    memo: "Fuzz entry",
    lines: [
      { account_identifier: { type: "AccountCode", code: "1010" }, debit_cents: 100 },
      { account_identifier: { type: "AccountCode", code: "3000" }, credit_cents: 100 },
    ],
  });
}

/** Fills `pools` from every list the document has, parents before children (refunds before their payments). */
export async function harvestIds(world: World, doc: OpenApi, operations: Operation[]) {
  const lists = listOperations(doc, operations)
    .filter((operation) => operation.path.startsWith(BUSINESS))
    .sort((a, b) => a.path.split("{").length - b.path.split("{").length);
  for (const list of lists) {
    const ids: string[] = [];
    for (const path of concretePaths(world, list.path)) {
      const response = await world.api.get(`${path}?page_size=100`, { headers: bearer(world.token) });
      if (response.status() !== 200) throw new Error(`fuzz world: GET ${path} answered ${response.status()}`);
      const body = (await response.json()) as { results: { id?: string }[] };
      ids.push(...body.results.flatMap((row) => (typeof row.id === "string" ? [row.id] : [])));
    }
    world.pools.set(list.path, ids);
  }
}

/** The path template with each parameter filled from its pool (at most `limit` ids each), every combination. */
export function concretePaths(world: World, template: string, limit = 5): string[] {
  let paths = [""];
  let prefix = "";
  for (const part of template.split(/(\{[a-z_]+\})/)) {
    if (part.startsWith("{")) {
      const ids =
        part === "{business_id}" ? [world.businessId] : (world.pools.get(prefix) ?? []).slice(0, limit);
      paths = paths.flatMap((path) => ids.map((id) => path + id));
    } else {
      paths = paths.map((path) => path + part);
    }
    prefix += part;
  }
  return paths;
}

export async function createWorld(
  credentials: PartnerCredentials,
  doc: OpenApi,
  operations: Operation[],
  options: { populate?: boolean } = {},
): Promise<World> {
  const api = await newApi();
  const token = await partnerToken(api, credentials);
  const { id } = await createTestBusiness(api, token, {
    name: `Fuzz business ${crypto.randomUUID().slice(0, 8)}`,
  });
  if (options.populate !== false) await populate(api, token, `/v1/platform/businesses/${id}`, doc);
  const world: World = {
    api,
    credentials,
    token,
    businessId: id,
    pools: new Map([["/v1/platform/businesses/", [id]]]),
  };
  await harvestIds(world, doc, operations);
  return world;
}
