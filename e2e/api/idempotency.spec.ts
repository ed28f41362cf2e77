import { expect, test } from "@playwright/test";
import { bearer, expectError, fixtures, newApi, partnerToken } from "../support/api";

const BUSINESSES = "/v1/platform/businesses/";
const business = (name: string) => ({ name, country: "NO", base_currency: "NOK", timezone: "Europe/Oslo" });

test.describe("Idempotency-Key on POST (decisions.md §8)", () => {
  test("the same key and body replays the first response and creates nothing more", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const name = `Idempotent ${crypto.randomUUID()}`;
    const headers = { ...bearer(token), "Idempotency-Key": crypto.randomUUID() };
    const first = await api.post(BUSINESSES, { headers, data: business(name) });
    const again = await api.post(BUSINESSES, { headers, data: business(name) });
    expect(first.status()).toBe(201);
    expect(again.status()).toBe(201);
    expect(again.headers()["idempotent-replayed"]).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    const listed = await api.get(`${BUSINESSES}?search=${encodeURIComponent(name)}`, {
      headers: bearer(token),
    });
    expect((await listed.json()).count).toBe(1);
  });

  test("the same key with another body is 409 idempotency_key_reused", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const headers = { ...bearer(token), "Idempotency-Key": crypto.randomUUID() };
    expect((await api.post(BUSINESSES, { headers, data: business("First body") })).status()).toBe(201);
    await expectError(
      await api.post(BUSINESSES, { headers, data: business("Second body") }),
      409,
      "idempotency_key_reused",
    );
  });

  test("a refused request is replayed as refused", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const headers = { ...bearer(token), "Idempotency-Key": crypto.randomUUID() };
    const invalid = { ...business("Bad"), country: "ZZ" };
    const first = await expectError(
      await api.post(BUSINESSES, { headers, data: invalid }),
      400,
      "validation_error",
    );
    const again = await api.post(BUSINESSES, { headers, data: invalid });
    expect(again.status()).toBe(400);
    expect(await again.json()).toEqual(first);
  });

  test("concurrent requests with one key create one business", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const name = `Concurrent key ${crypto.randomUUID()}`;
    const headers = { ...bearer(token), "Idempotency-Key": crypto.randomUUID() };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => api.post(BUSINESSES, { headers, data: business(name) })),
    );
    const statuses = responses.map((response) => response.status());
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const ids = new Set(
      await Promise.all(
        responses.filter((r) => r.status() === 201).map(async (response) => (await response.json()).id),
      ),
    );
    expect(ids.size).toBe(1);
    const listed = await api.get(`${BUSINESSES}?search=${encodeURIComponent(name)}`, {
      headers: bearer(token),
    });
    expect((await listed.json()).count).toBe(1);
  });

  test("keys are scoped to their owner: another partner may use the same key", async () => {
    const api = await newApi();
    const key = crypto.randomUUID();
    const alpha = await api.post(BUSINESSES, {
      headers: { ...bearer(await partnerToken(api, fixtures().alpha)), "Idempotency-Key": key },
      data: business("Alpha's"),
    });
    const beta = await api.post(BUSINESSES, {
      headers: { ...bearer(await partnerToken(api, fixtures().beta)), "Idempotency-Key": key },
      data: business("Beta's"),
    });
    expect(alpha.status()).toBe(201);
    expect(beta.status()).toBe(201);
    expect((await beta.json()).id).not.toBe((await alpha.json()).id);
  });

  test("a key over 255 characters is 400", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const response = await api.post(BUSINESSES, {
      headers: { ...bearer(token), "Idempotency-Key": "k".repeat(256) },
      data: business("Too long a key"),
    });
    const body = await expectError(response, 400, "validation_error");
    expect(Object.keys(body.details!)).toEqual(["Idempotency-Key"]);
  });
});
