import { expect, test } from "@playwright/test";
import { bearer, fixtures } from "../support/api";
import { startAppInstances, type AppInstance } from "../support/app-instances";
import type { Books } from "../support/payables";
import { TEST_PORT, WEBHOOK_RECEIVER_PORT } from "../support/test-env";
import { waitFor, WebhookReceiver } from "../support/webhook-receiver";
import { booksOf, createEndpoint, deliveriesOf, eventsOf, verified } from "../support/webhooks";

/**
 * Issue 16: webhook workers in several app instances on one PostgreSQL database send each event once, and an
 * instance killed (SIGKILL) in the middle of delivering loses no message: another instance sends it again under the
 * same webhook-id once the claim's lease ends. PostgreSQL only: PGlite is one process, the test server's.
 */
test.describe.configure({ mode: "serial" });
// Clear of the ports the other multi-instance tests take (TEST_PORT + 2, + 3 and + 6).
const FIRST_PORT = TEST_PORT + 8;

test.describe("webhook workers in several instances", () => {
  test.skip(
    () => fixtures().database !== "postgres",
    "needs DATABASE_URL: PGlite is one process, so no second server",
  );
  test.setTimeout(120_000);

  const receiver = new WebhookReceiver();
  let base = "";
  let instances: AppInstance[] = [];
  test.beforeAll(async () => {
    base = await receiver.start(WEBHOOK_RECEIVER_PORT + 1);
  });
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await receiver.stop();
  });

  const createVendorsThrough = async (books: Books, servers: AppInstance[], count: number) => {
    for (let index = 0; index < count; index++) {
      const server = servers[index % servers.length]!;
      const response = await fetch(`${server.baseUrl}${books.base}/vendors/`, {
        method: "POST",
        headers: { ...bearer(books.token), "Content-Type": "application/json", "X-Forwarded-Proto": "https" },
        body: JSON.stringify({ company_name: `Vendor ${index}` }),
      });
      expect(response.status, await response.text()).toBe(201);
    }
  };

  test("two instances (and the test server) deliver each event exactly once", async () => {
    instances = await startAppInstances(2, { firstPort: FIRST_PORT, env: { WEBHOOK_POLL_MS: "50" } });
    const books = await booksOf(fixtures().alpha);
    const endpoint = await createEndpoint(books, `${base}/twice`);
    await createVendorsThrough(books, instances, 30);
    const events = await eventsOf(books);
    expect(events).toHaveLength(30);
    await waitFor("30 deliveries", () => receiver.at("/twice").length >= 30, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const messages = receiver.at("/twice");
    expect(messages).toHaveLength(30);
    const delivered = messages.map((message) => verified(message, endpoint.secret).data.id).sort();
    expect(delivered).toEqual(events.map((event) => event.id).sort());
    const log = await deliveriesOf(books, endpoint.id);
    expect(log.every((delivery) => delivery.status === "succeeded" && delivery.attempts === 1)).toBe(true);
  });

  test("an instance killed mid-delivery loses nothing: each event arrives again under its webhook-id", async () => {
    for (const instance of instances) await instance.stop();
    // One instance that polls often; the test server's worker (WEBHOOK_POLL_MS 250) shares the work.
    instances = await startAppInstances(1, { firstPort: FIRST_PORT, env: { WEBHOOK_POLL_MS: "50" } });
    const books = await booksOf(fixtures().alpha);
    receiver.hold("/crash");
    const endpoint = await createEndpoint(books, `${base}/crash`);
    await createVendorsThrough(books, instances, 5);
    await waitFor("the first attempts, held", () => receiver.at("/crash").length >= 5);
    await instances[0]!.kill();
    receiver.release("/crash");
    const events = await eventsOf(books);
    await waitFor(
      "every event answered",
      () =>
        events.every((event) =>
          receiver
            .at("/crash")
            .some((m) => m.answered === 204 && verified(m, endpoint.secret).data.id === event.id),
        ),
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const messages = receiver.at("/crash");
    const byId = new Map<string, Set<string>>();
    for (const message of messages) {
      const eventId = verified(message, endpoint.secret).data.id;
      byId.set(eventId, (byId.get(eventId) ?? new Set()).add(message.headers["webhook-id"]!));
    }
    // At least once, never under a new id: every event's attempts share one webhook-id, and one was answered 204.
    expect([...byId.keys()].sort()).toEqual(events.map((event) => event.id).sort());
    for (const ids of byId.values()) expect(ids.size).toBe(1);
    expect(messages.filter((message) => message.answered === 204)).toHaveLength(events.length);
    const log = await deliveriesOf(books, endpoint.id);
    expect(log.map((delivery) => delivery.status)).toEqual(Array(5).fill("succeeded"));
  });
});
