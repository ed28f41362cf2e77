import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSequences, events, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { recordEvent } from "../events/record-event";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { attemptDelivery } from "./attempt-delivery";
import { claimDueDeliveries } from "./claim-deliveries";
import { httpWebhookSender } from "./delivery/http-sender";
import { dispatchEvents } from "./dispatch-events";
import { createWebhookEndpoint, rotateWebhookSecret } from "./save-webhook-endpoint";
import { webhookConfig, type WebhookConfig } from "./webhook-config";

const test = setupTestDatabase();
process.env.WEBHOOK_ALLOW_LOCAL_TARGETS = "1";
const config: WebhookConfig = { ...webhookConfig(), retryBaseMs: 1, maxDelayMs: 2, timeoutMs: 2_000 };

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}
const received: Received[] = [];
/** Per path: how many requests to fail (500) before answering 204; `redirect` answers 302. */
const failuresLeft = new Map<string, number>();
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      received.push({ path, headers: request.headers as Record<string, string>, body });
      if (path.startsWith("/redirect")) {
        response.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" }).end();
        return;
      }
      const left = failuresLeft.get(path) ?? 0;
      failuresLeft.set(path, left - 1);
      response.writeHead(left > 0 ? 500 : 204).end(left > 0 ? "not yet" : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function setup(path: string, failures = 0) {
  const { business } = await createTestBusiness(test.db);
  failuresLeft.set(path, failures);
  const endpoint = await createWebhookEndpoint(test.db, business.partnerId, {
    url: `${base}${path}`,
    event_types: [],
    business_id: business.id,
  });
  const event = await recordEvent(test.db, {
    businessId: business.id,
    partnerId: business.partnerId,
    type: "bill.paid",
    resourceType: "bill",
    resourceId: "bill-1",
    data: { id: "bill-1", status: "paid" },
  });
  return { business, endpoint, event };
}

/** Runs the worker's steps until nothing is due: dispatch, claim, attempt. */
async function drain(rounds = 20) {
  for (let round = 0; round < rounds; round++) {
    await dispatchEvents(test.db);
    const claimed = await claimDueDeliveries(test.db, 50, 60_000);
    await Promise.all(claimed.map((item) => attemptDelivery(test.db, httpWebhookSender, config, item)));
    if (claimed.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const watermarkOf = async (businessId: string) => {
  const [row] = await test.db
    .select({
      dispatchedSequence: eventSequences.dispatchedSequence,
      lastSequence: eventSequences.lastSequence,
      hasUndispatched: eventSequences.hasUndispatched,
    })
    .from(eventSequences)
    .where(eq(eventSequences.businessId, businessId));
  return row;
};

const at = (path: string) => received.filter((request) => request.path === path);

describe("webhook delivery", () => {
  it("sends an event once, signed so the Standard Webhooks verifier accepts it", async () => {
    const { endpoint, event, business } = await setup("/once");
    await drain(3);
    const [message, ...more] = at("/once");
    expect(more).toEqual([]);
    const verified = new Webhook(endpoint.secret).verify(message!.body, message!.headers) as Record<
      string,
      unknown
    >;
    expect(verified).toMatchObject({
      type: "bill.paid",
      data: {
        type: "Event",
        id: event.id,
        sequence: 1,
        business_id: business.id,
        event_type: "bill.paid",
        data: { id: "bill-1", status: "paid" },
      },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.from("wrong-secret-wrong").toString("base64")}`).verify(
        message!.body,
        message!.headers,
      ),
    ).toThrow();
  });

  it("retries a receiver that fails 3 times, with the same webhook-id, and logs 4 attempts", async () => {
    const { endpoint } = await setup("/flaky", 3);
    await drain();
    const attempts = at("/flaky");
    expect(attempts.map((request) => request.headers["webhook-id"])).toEqual(
      Array(4).fill(attempts[0]!.headers["webhook-id"]),
    );
    const [delivery] = await test.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({
      status: "succeeded",
      attempts: 4,
      lastResponseStatus: 204,
      id: attempts[0]!.headers["webhook-id"],
    });
    const [row] = await test.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.failingSince).toBeNull();
  });

  it("never hands one delivery to two concurrent claimers", async () => {
    const { business } = await createTestBusiness(test.db);
    const endpoint = await createWebhookEndpoint(test.db, business.partnerId, {
      url: `${base}/claims`,
      event_types: [],
      business_id: business.id,
    });
    for (let n = 0; n < 12; n++) {
      await recordEvent(test.db, {
        businessId: business.id,
        partnerId: business.partnerId,
        type: "vendor.created",
        resourceType: "vendor",
        resourceId: `v${n}`,
        data: { id: `v${n}` },
      });
    }
    // Three dispatchers at once, 5 events a pass each, until a round finds nothing more: each event once.
    for (let round = 0; round < 10; round++) {
      const passes = await Promise.all([1, 2, 3].map(() => dispatchEvents(test.db, 5)));
      if (!passes.some((pass) => pass.hasMore)) break;
    }
    const made = await test.db
      .select({ sequence: webhookDeliveries.eventSequence })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(made.map((row) => row.sequence).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    const claims = await Promise.all([1, 2, 3].map(() => claimDueDeliveries(test.db, 5, 60_000)));
    const ids = claims
      .flat()
      .filter((item) => item.endpoint.id === endpoint.id)
      .map((item) => item.delivery.id);
    expect(ids.length).toBe(12);
    expect(new Set(ids).size).toBe(12);
  });

  it("marks events no endpoint wants dispatched without deliveries, and freezes the data of those it sends", async () => {
    const { business: quiet } = await createTestBusiness(test.db);
    const { business } = await createTestBusiness(test.db);
    const endpoint = await createWebhookEndpoint(test.db, business.partnerId, {
      url: `${base}/typed`,
      event_types: ["vendor.updated"],
      business_id: business.id,
    });
    const eventOf = (owner: typeof business, type: "vendor.created" | "vendor.updated", n: number) =>
      recordEvent(test.db, {
        businessId: owner.id,
        partnerId: owner.partnerId,
        type,
        resourceType: "vendor",
        resourceId: `typed-${n}`,
        data: { id: `typed-${n}`, n },
      });
    // Neither is wanted: the quiet business's partner has no endpoint, and the endpoint takes vendor.updated only.
    await eventOf(quiet, "vendor.updated", 1);
    await eventOf(business, "vendor.created", 2);
    const wanted = await eventOf(business, "vendor.updated", 3);
    const result = await dispatchEvents(test.db);
    expect(result.events).toBeGreaterThanOrEqual(3);
    expect(result.deliveries).toBeGreaterThanOrEqual(1);
    expect(await watermarkOf(quiet.id)).toEqual({
      dispatchedSequence: 1,
      lastSequence: 1,
      hasUndispatched: false,
    });
    expect(await watermarkOf(business.id)).toEqual({
      dispatchedSequence: 2,
      lastSequence: 2,
      hasUndispatched: false,
    });
    const sent = await test.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(sent.map((delivery) => delivery.eventSequence)).toEqual([wanted.sequence]);
    expect(JSON.parse(JSON.stringify(sent[0]!.payload))).toMatchObject({
      type: "vendor.updated",
      data: { id: wanted.id, data: { id: "typed-3", n: 3 } },
    });
  });

  it("flags a business again when it records events past its watermark, and skips events marked before it", async () => {
    const { business, endpoint } = await setup("/watermark");
    await dispatchEvents(test.db);
    expect(await watermarkOf(business.id)).toMatchObject({ dispatchedSequence: 1, hasUndispatched: false });
    const later = [];
    for (let n = 2; n <= 4; n++) {
      later.push(
        await recordEvent(test.db, {
          businessId: business.id,
          partnerId: business.partnerId,
          type: "bill.paid",
          resourceType: "bill",
          resourceId: `bill-${n}`,
          data: { id: `bill-${n}` },
        }),
      );
    }
    expect(await watermarkOf(business.id)).toEqual({
      dispatchedSequence: 1,
      lastSequence: 4,
      hasUndispatched: true,
    });
    // Dispatched by the per-event mark that migration 0020 replaced: not sent again.
    await test.db
      .update(events)
      .set({ dispatchedAt: new Date() })
      .where(and(eq(events.businessId, business.id), eq(events.sequence, later[1]!.sequence)));
    await dispatchEvents(test.db);
    const sent = await test.db
      .select({ sequence: webhookDeliveries.eventSequence })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(sent.map((row) => row.sequence).sort()).toEqual([1, 2, 4]);
    expect(await watermarkOf(business.id)).toMatchObject({ dispatchedSequence: 4, hasUndispatched: false });
  });

  it("does not follow a redirect, and disables an endpoint failing past the limit, saying why", async () => {
    const { endpoint } = await setup("/redirect");
    await dispatchEvents(test.db);
    const claimed = await claimDueDeliveries(test.db, 50, 60_000);
    const mine = claimed.filter((item) => item.endpoint.id === endpoint.id);
    await attemptDelivery(test.db, httpWebhookSender, { ...config, disableAfterMs: 0 }, mine[0]!);
    expect(at("/redirect")).toHaveLength(1);
    const [row] = await test.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.disabledAt).not.toBeNull();
    expect(row!.disabledReason).toMatch(
      /^Disabled after failing since .*; last error: Redirect \(302\) not followed\.$/,
    );
    const [delivery] = await test.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ status: "pending", lastResponseStatus: 302 });
    // A disabled endpoint's deliveries are not claimed.
    expect(
      (await claimDueDeliveries(test.db, 50, 60_000)).some((item) => item.endpoint.id === endpoint.id),
    ).toBe(false);
  });

  it("signs with the old and the new secret during a rotation's overlap", async () => {
    const { endpoint, business } = await setup("/rotated");
    const rotated = await rotateWebhookSecret(test.db, business.partnerId, endpoint.id, 3600);
    expect(rotated.secret).not.toBe(endpoint.secret);
    await drain(3);
    const [message] = at("/rotated");
    expect(message!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.secret]) {
      expect(new Webhook(secret).verify(message!.body, message!.headers)).toMatchObject({
        type: "bill.paid",
      });
    }
  });
});
