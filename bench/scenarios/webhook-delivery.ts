import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { defineScenario } from "../scenario";
import type { BenchContext } from "../context";
import { benchBillLine } from "./bill-create";

const BACKLOG = 1_000;
const DRAIN_TIMEOUT_MS = 120_000;

/** A receiver on 127.0.0.1 answering 204 at once, counting distinct `webhook-id`s per path. */
async function startReceiver() {
  const seen = new Map<string, Set<string>>();
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const path = request.url ?? "/";
      if (!seen.has(path)) seen.set(path, new Set());
      seen.get(path)!.add(String(request.headers["webhook-id"]));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    count: (path: string) => seen.get(path)?.size ?? 0,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function newBusiness(ctx: BenchContext, name: string): Promise<string> {
  const token = await ctx.partnerToken();
  const business = await ctx.request<{ id: string }>("/v1/platform/businesses/", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name, country: "SE", base_currency: "SEK", timezone: "Europe/Stockholm" }),
  });
  return business.id;
}

async function createEndpoint(ctx: BenchContext, url: string, businessId: string) {
  await ctx.request("/v1/platform/webhook-endpoints/", {
    method: "POST",
    headers: { Authorization: `Bearer ${await ctx.partnerToken()}`, "Content-Type": "application/json" },
    body: JSON.stringify({ url, business_id: businessId }),
  });
}

function measureBillCreates(ctx: BenchContext, name: string, businessId: string, token: string) {
  let counter = 0;
  const runId = `${Date.now().toString(36)}-${businessId.slice(0, 8)}`;
  return ctx.measure(name, {
    path: `/v1/platform/businesses/${businessId}/bills/`,
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            external_id: `bench-${runId}-${++counter}`,
            vendor_external_id: `bench-vendor-${counter % 50}`,
            bill_date: "2026-06-01",
            approved_at: "2026-06-01T12:00:00Z",
            line_items: [1, 2, 3, 4, 5].map(benchBillLine),
          }),
        }),
      },
    ],
  });
}

/**
 * Issue 16: what webhooks cost. The added cost per write: bill creates on a business without a webhook endpoint, then
 * on one with an enabled endpoint (its events delivered to a local receiver meanwhile). Delivery throughput: one bank
 * import makes 1,000 `bank_transaction.created` events at once; the figure is events delivered per second until the
 * receiver has them all.
 */
export default defineScenario({
  name: "webhook-delivery",
  description:
    "Webhooks: bill create with vs without an endpoint; delivery of 1,000 events to a local receiver",
  async run(ctx) {
    const receiver = await startReceiver();
    try {
      const plain = await newBusiness(ctx, "Bench webhooks off");
      await measureBillCreates(
        ctx,
        "POST /bills/ (no webhook endpoint)",
        plain,
        await ctx.businessToken(plain),
      );
      const hooked = await newBusiness(ctx, "Bench webhooks on");
      await createEndpoint(ctx, `${receiver.url}/writes`, hooked);
      await measureBillCreates(
        ctx,
        "POST /bills/ (enabled webhook endpoint)",
        hooked,
        await ctx.businessToken(hooked),
      );

      const bulk = await newBusiness(ctx, "Bench webhook backlog");
      const token = await ctx.businessToken(bulk);
      const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
      const account = await ctx.request<{ id: string }>(`/v1/platform/businesses/${bulk}/bank-accounts/`, {
        method: "POST",
        headers,
        body: JSON.stringify({ display_name: "Bench account", mask: "0001" }),
      });
      await createEndpoint(ctx, `${receiver.url}/backlog`, bulk);
      const started = performance.now();
      await ctx.request(`/v1/platform/businesses/${bulk}/bank-transactions/import/`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          bank_account_connection_id: account.id,
          transactions: Array.from({ length: BACKLOG }, (_, n) => ({
            external_id: `bench-line-${n}`,
            date: "2026-06-01",
            amount_cents: 1_000 + n,
            direction: "debit",
            counterparty_name: `Payee ${n % 40}`,
            description: "Card purchase",
          })),
        }),
      });
      const imported = performance.now();
      while (receiver.count("/backlog") < BACKLOG && performance.now() - started < DRAIN_TIMEOUT_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const delivered = receiver.count("/backlog");
      const seconds = (performance.now() - imported) / 1000;
      ctx.figure(
        "webhook deliveries to a local receiver (1,000-event backlog)",
        Math.round(delivered / seconds),
        "events/s",
      );
      ctx.figure("webhook backlog delivered", delivered, `of ${BACKLOG} events`);
    } finally {
      await receiver.stop();
    }
  },
});
