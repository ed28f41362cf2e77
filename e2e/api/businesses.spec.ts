import { expect, test } from "@playwright/test";
import {
  bearer,
  businessToken,
  createTestBusiness,
  expectError,
  fixtures,
  newApi,
  partnerToken,
} from "../support/api";

const BUSINESSES = "/v1/platform/businesses/";
const valid = { name: "Fika AB", country: "SE", base_currency: "SEK", timezone: "Europe/Stockholm" };

test.describe("businesses", () => {
  test("POST creates a business (201) that GET returns with every field", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const response = await api.post(BUSINESSES, {
      headers: bearer(token),
      data: { ...valid, external_id: `ext-${crypto.randomUUID()}` },
    });
    expect(response.status()).toBe(201);
    const created = await response.json();
    expect(created).toEqual({
      type: "Business",
      id: expect.any(String),
      partner_id: fixtures().alpha.partner_id,
      name: "Fika AB",
      country: "SE",
      base_currency: "SEK",
      timezone: "Europe/Stockholm",
      external_id: expect.stringMatching(/^ext-/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const fetched = await api.get(`${BUSINESSES}${created.id}/`, { headers: bearer(token) });
    expect(await fetched.json()).toEqual(created);
    const withoutSlash = await api.get(`${BUSINESSES}${created.id}`, {
      headers: bearer(token),
      maxRedirects: 0,
    });
    expect(withoutSlash.status()).toBe(200);
  });

  test("timezone defaults to UTC", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const { timezone: _timezone, ...withoutZone } = valid;
    const response = await api.post(BUSINESSES, { headers: bearer(token), data: withoutZone });
    expect((await response.json()).timezone).toBe("UTC");
  });

  test("a known external_id returns the first business with 200, also for 10 concurrent creates", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const externalId = `concurrent-${crypto.randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post(BUSINESSES, { headers: bearer(token), data: { ...valid, external_id: externalId } }),
      ),
    );
    const statuses = responses.map((response) => response.status()).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
    expect(ids.size).toBe(1);
    const listed = await api.get(`${BUSINESSES}?external_id=${externalId}`, { headers: bearer(token) });
    expect((await listed.json()).count).toBe(1);
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ["a missing name", { ...valid, name: undefined }, "name"],
    ["a blank name", { ...valid, name: "   " }, "name"],
    ["a name over 200 characters", { ...valid, name: "x".repeat(201) }, "name"],
    ["a lower-case country", { ...valid, country: "se" }, "country"],
    ["an unknown country", { ...valid, country: "XX" }, "country"],
    ["a currency outside the spec's list", { ...valid, base_currency: "JPY" }, "base_currency"],
    ["an unknown time zone", { ...valid, timezone: "Mars/Olympus" }, "timezone"],
    ["an empty external_id", { ...valid, external_id: "" }, "external_id"],
    ["a number for a name", { ...valid, name: 42 }, "name"],
  ];
  for (const [name, data, field] of badInputs) {
    test(`${name} is 400 validation_error naming ${field}, and nothing is stored`, async () => {
      const api = await newApi();
      const token = await partnerToken(api, fixtures().alpha);
      const marker = `bad-${crypto.randomUUID()}`;
      const response = await api.post(BUSINESSES, {
        headers: bearer(token),
        data: { ...data, external_id: data.external_id ?? marker },
      });
      const body = await expectError(response, 400, "validation_error");
      expect(Object.keys(body.details ?? {})).toContain(field);
      expect(
        body.details![field]!.every((message) => typeof message === "string" && message.length > 0),
      ).toBe(true);
      const listed = await api.get(`${BUSINESSES}?external_id=${marker}`, { headers: bearer(token) });
      expect((await listed.json()).count).toBe(0);
    });
  }

  test("a body that is not JSON is 400 malformed_json; another media type is 415; over 1 MB is 413", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const headers = { ...bearer(token), "Content-Type": "application/json" };
    await expectError(
      await api.post(BUSINESSES, { headers, data: Buffer.from('{"name": "Broken",') }),
      400,
      "malformed_json",
    );
    await expectError(
      await api.post(BUSINESSES, {
        headers: { ...headers, "Content-Type": "text/plain" },
        data: JSON.stringify(valid),
      }),
      415,
      "unsupported_media_type",
    );
    const huge = JSON.stringify({ ...valid, name: "x".repeat(1024 * 1024) });
    await expectError(
      await api.post(BUSINESSES, { headers, data: Buffer.from(huge) }),
      413,
      "payload_too_large",
    );
  });

  test("the list pages newest first with the spec's envelope; past the end is empty with the true count", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().pager);
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await createTestBusiness(api, token, { name: `Pager ${i}` }));
    const newestFirst = created.map((business) => business.id).reverse();
    const page = async (query: string) =>
      (await api.get(`${BUSINESSES}?${query}`, { headers: bearer(token) })).json();

    const first = await page("page_size=2");
    expect(first.count).toBe(5);
    expect(first.page_info).toEqual({ total_count: 5, current_page: 1, total_pages: 3, page_size: 2 });
    expect(first.results.map((b: { id: string }) => b.id)).toEqual(newestFirst.slice(0, 2));
    const third = await page("page_size=2&page=3");
    expect(third.results.map((b: { id: string }) => b.id)).toEqual(newestFirst.slice(4));
    const beyond = await page("page_size=2&page=4");
    expect(beyond).toEqual({
      count: 5,
      page_info: { total_count: 5, current_page: 4, total_pages: 3, page_size: 2 },
      results: [],
    });
    const defaults = await page("");
    expect(defaults.page_info.page_size).toBe(20);
    expect((await page("search=pager%203")).results.map((b: { name: string }) => b.name)).toEqual([
      "Pager 3",
    ]);
    expect((await page("unknown_parameter=1")).count).toBe(5);
  });

  const badPages: [string, string][] = [
    ["page_size=101", "page_size"],
    ["page_size=0", "page_size"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
  ];
  for (const [query, field] of badPages) {
    test(`GET ?${query} is 400 naming ${field}`, async () => {
      const api = await newApi();
      const token = await partnerToken(api, fixtures().pager);
      const body = await expectError(
        await api.get(`${BUSINESSES}?${query}`, { headers: bearer(token) }),
        400,
        "validation_error",
      );
      expect(Object.keys(body.details!)).toEqual([field]);
    });
  }

  test("a business token reads its own business, including read-only ones", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    for (const scope of [undefined, "business_read"]) {
      const own = await businessToken(api, token, business.id, scope);
      const response = await api.get(`${BUSINESSES}${business.id}/`, { headers: bearer(own) });
      expect((await response.json()).name).toBe(business.name);
    }
  });

  test("a malformed business id in the path is 400", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const body = await expectError(
      await api.get(`${BUSINESSES}not-a-uuid/`, { headers: bearer(token) }),
      400,
      "validation_error",
    );
    expect(Object.keys(body.details!)).toEqual(["business_id"]);
  });
});
