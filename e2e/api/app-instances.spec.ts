import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { basic, bearer, fixtures, freshClientIp } from "../support/api";
import { startAppInstances, type AppInstance } from "../support/app-instances";
import { signLaunchToken } from "../support/embed";
import { billBody } from "../support/payables";
import { LIMITED_PARTNER_RATE } from "../support/test-env";

// Two production instances on the test run's PostgreSQL database, as behind a load balancer: nothing one of them
// needs may live only in the other's memory. They sign tokens with the secret kept in the database (no
// TOKEN_SIGNING_SECRET), so that is shared through the database too.
test.describe("two app instances on one database", () => {
  test.skip(
    !process.env.DATABASE_URL,
    "Two instances share a PostgreSQL database (DATABASE_URL); PGlite is one process.",
  );
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let instances: AppInstance[] = [];
  let a: APIRequestContext;
  let b: APIRequestContext;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    instances = await startAppInstances(2, {
      env: {
        TOKEN_SIGNING_SECRET: undefined,
        PARTNER_ID: fixtures().embedder.partner_id,
        PARTNER_API_KEY: fixtures().embedder.api_key,
      },
    });
    const context = (instance: AppInstance) =>
      playwrightRequest.newContext({
        baseURL: instance.baseUrl,
        extraHTTPHeaders: { "X-Forwarded-Proto": "https", "X-Forwarded-For": freshClientIp() },
      });
    a = await context(instances[0]!);
    b = await context(instances[1]!);
  });
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  const partnerTokenFrom = async (api: APIRequestContext, credentials = fixtures().alpha) => {
    const response = await api.post("/v1/platform/oauth2/token/", {
      headers: { Authorization: basic(credentials.partner_id, credentials.api_key) },
      form: { grant_type: "client_credentials" },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const bodyOf = async (response: Awaited<ReturnType<APIRequestContext["get"]>>, status: number) => {
    const text = await response.text();
    expect(response.status(), text).toBe(status);
    return JSON.parse(text);
  };
  const newBusiness = async (api: APIRequestContext, token: string) =>
    (await bodyOf(
      await api.post("/v1/platform/businesses/", {
        headers: bearer(token),
        data: { name: `Two instances ${crypto.randomUUID()}`, country: "SE", base_currency: "SEK" },
      }),
      201,
    )) as { id: string };

  test("what one instance writes the other reads: token, business, bill, entry, and the document's bytes", async () => {
    const token = await partnerTokenFrom(a);
    const business = await newBusiness(b, token);
    const base = `/v1/platform/businesses/${business.id}`;
    const pdf = Buffer.from(`%PDF-1.4\n% ${crypto.randomUUID()}\n%%EOF\n`);
    const created = await bodyOf(
      await a.post(`${base}/bills/`, {
        headers: bearer(token),
        data: billBody({
          approved_at: "2025-03-10T09:00:00Z",
          document: { file: pdf.toString("base64"), file_name: "from-a.pdf" },
        }),
      }),
      201,
    );
    const read = await bodyOf(await b.get(`${base}/bills/${created.id}/`, { headers: bearer(token) }), 200);
    expect(read).toMatchObject({ id: created.id, total_amount: created.total_amount });
    const entries = await bodyOf(await b.get(`${base}/journal-entries/`, { headers: bearer(token) }), 200);
    expect(entries.count).toBe(1);
    // The link A signed, served by B: the bytes are where every instance sees them.
    const link = new URL(created.document.url);
    const download = await b.get(`${link.pathname}${link.search}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await download.body())).toEqual(pdf);
    const events = await bodyOf(await b.get(`${base}/audit-events/`, { headers: bearer(token) }), 200);
    expect(events.results.map((event: { resource_id: string }) => event.resource_id)).toEqual([created.id]);
  });

  test("concurrent creates of one bill through both instances make one bill and one journal entry", async () => {
    const token = await partnerTokenFrom(b);
    const business = await newBusiness(a, token);
    const base = `/v1/platform/businesses/${business.id}`;
    const body = billBody({ approved_at: "2025-03-10T09:00:00Z" });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (index % 2 ? a : b).post(`${base}/bills/`, { headers: bearer(token), data: body }),
      ),
    );
    const statuses = responses.map((response) => response.status()).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
    expect(ids.size).toBe(1);
    for (const api of [a, b]) {
      const bills = await bodyOf(await api.get(`${base}/bills/`, { headers: bearer(token) }), 200);
      const entries = await bodyOf(
        await api.get(`${base}/journal-entries/`, { headers: bearer(token) }),
        200,
      );
      expect([bills.count, entries.count]).toEqual([1, 1]);
    }
  });

  test("rate limits are counted across both instances", async () => {
    const token = await partnerTokenFrom(a, fixtures().instances);
    // A fresh business token has a bucket of its own (LIMITED_PARTNER_RATE a minute): requests alternate between the
    // instances and each sees the other's. Should a minute end mid-way, the counts start again: retry once.
    for (let attempt = 1; ; attempt++) {
      const business = await newBusiness(a, token);
      const exchange = await b.post(`/v1/platform/${business.id}/oauth2/token/`, { headers: bearer(token) });
      const businessToken = (await bodyOf(exchange, 200)).access_token as string;
      const responses = [];
      for (let i = 0; i <= LIMITED_PARTNER_RATE; i++) {
        responses.push(
          await (i % 2 ? b : a).get(`/v1/platform/businesses/${business.id}/`, {
            headers: bearer(businessToken),
          }),
        );
      }
      const resets = new Set(responses.map((response) => response.headers()["x-ratelimit-reset"]));
      if (resets.size > 1 && attempt === 1) continue;
      expect(responses.map((response) => response.status())).toEqual([
        ...Array<number>(LIMITED_PARTNER_RATE).fill(200),
        429,
      ]);
      expect(responses.map((response) => Number(response.headers()["x-ratelimit-remaining"]))).toEqual([
        ...Array.from({ length: LIMITED_PARTNER_RATE }, (_, i) => LIMITED_PARTNER_RATE - 1 - i),
        0,
      ]);
      return;
    }
  });

  test("an embed launch token spent on one instance is refused on the other; its session works on both", async () => {
    const token = await partnerTokenFrom(a, fixtures().embedder);
    const business = await newBusiness(a, token);
    const launch = await signLaunchToken({ role: "editor", business_id: business.id });
    const path = `/embed/launch/?token=${encodeURIComponent(launch)}`;
    const first = await a.get(path, { maxRedirects: 0 });
    expect(first.status()).toBe(303);
    expect((await b.get(path, { maxRedirects: 0 })).status()).toBe(401);
    const cookie = first.headers()["set-cookie"]!.split(";")[0]!;
    for (const [api, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const session = await bodyOf(
        await api.get(`/embed/session/?business_id=${business.id}`, { headers: { Cookie: cookie } }),
        200,
      );
      const read = await other.get(`/v1/platform/businesses/${business.id}/`, {
        headers: bearer(session.access_token),
      });
      expect((await bodyOf(read, 200)).id).toBe(business.id);
    }
  });
});
