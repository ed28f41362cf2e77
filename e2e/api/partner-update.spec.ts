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

const PROFILE = "/v1/platform/partner/";

// The pagination partner: no other test reads its origins, and its rate limit stays generous.
test.describe("PATCH /partner/", () => {
  test.describe.configure({ mode: "serial" });
  test("adds origins once, removes them and sets the rate limit; GET shows the same", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().pager);
    const patch = (data: unknown) => api.patch(PROFILE, { headers: bearer(token), data });

    const added = await patch({
      add_allowed_origins: ["https://one.pager.test/", "https://two.pager.test:8443"],
      rate_limit_per_minute: 5_000,
    });
    expect(added.status()).toBe(200);
    const body = await added.json();
    expect(body).toMatchObject({
      type: "Partner",
      id: fixtures().pager.partner_id,
      rate_limit_per_minute: 5_000,
    });
    expect(body.allowed_origins).toEqual(
      expect.arrayContaining(["https://one.pager.test", "https://two.pager.test:8443"]),
    );

    const removed = await (
      await patch({
        add_allowed_origins: ["https://one.pager.test"],
        remove_allowed_origins: ["https://two.pager.test:8443"],
      })
    ).json();
    expect(removed.allowed_origins.filter((origin: string) => origin.includes("pager.test"))).toEqual([
      "https://one.pager.test",
    ]);
    expect(removed.rate_limit_per_minute).toBe(5_000);
    expect(await (await api.get(PROFILE, { headers: bearer(token) })).json()).toEqual(removed);

    await patch({ remove_allowed_origins: ["https://one.pager.test"] });
  });

  test("bad input is 400 naming the field and changes nothing; a business token is 403", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().pager);
    const before = await (await api.get(PROFILE, { headers: bearer(token) })).json();
    const refused = await expectError(
      await api.patch(PROFILE, {
        headers: bearer(token),
        data: { add_allowed_origins: ["https://app.pager.test/embed"], rate_limit_per_minute: 10 },
      }),
      400,
      "validation_error",
    );
    expect(Object.keys(refused.details ?? {}).join()).toContain("add_allowed_origins");
    await expectError(
      await api.patch(PROFILE, { headers: bearer(token), data: { rate_limit_per_minute: 0 } }),
      400,
      "validation_error",
    );
    await expectError(
      await api.patch(PROFILE, { headers: bearer(token), data: {} }),
      400,
      "validation_error",
    );
    expect(await (await api.get(PROFILE, { headers: bearer(token) })).json()).toEqual(before);

    const business = await createTestBusiness(api, token);
    const scoped = await businessToken(api, token, business.id);
    await expectError(
      await api.patch(PROFILE, { headers: bearer(scoped), data: { rate_limit_per_minute: 10 } }),
      403,
      "forbidden",
    );
  });
});
