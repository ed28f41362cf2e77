import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "../testing/test-database";
import { issueBusinessToken, issuePartnerToken, verifyAccessToken } from "./tokens";

const test = setupTestDatabase();
const PARTNER = "0b6f7c2e-5d1a-4c3b-9a8e-1f2d3c4b5a69";
const BUSINESS = "7a1e2f3d-4c5b-4a69-8e7f-0d1c2b3a4f5e";

beforeAll(() => {
  process.env.TOKEN_SIGNING_SECRET ??= "a-test-signing-secret-of-at-least-32-characters";
});
afterEach(() => vi.useRealTimers());

describe("verifyAccessToken", () => {
  it("returns the claims of a good token, again from memory, and refuses it once expired", async () => {
    const { access_token: token } = await issueBusinessToken(test.db, PARTNER, BUSINESS, "business_read", {
      id: "u-1",
      name: "Ada",
    });
    const expected = { kind: "business", partnerId: PARTNER, businessId: BUSINESS, scope: "business_read" };
    expect(await verifyAccessToken(test.db, token)).toMatchObject({
      ...expected,
      actor: { id: "u-1", name: "Ada" },
    });
    expect(await verifyAccessToken(test.db, token)).toMatchObject(expected);
    vi.useFakeTimers({ now: Date.now() + 3601_000, toFake: ["Date"] });
    await expect(verifyAccessToken(test.db, token)).rejects.toMatchObject({ code: "token_expired" });
    await expect(verifyAccessToken(test.db, token)).rejects.toMatchObject({ code: "token_expired" });
  });

  it("refuses a token whose signature was changed, even after the genuine one was seen", async () => {
    const { access_token: token } = await issuePartnerToken(test.db, PARTNER);
    expect(await verifyAccessToken(test.db, token)).toMatchObject({ kind: "partner", partnerId: PARTNER });
    const [header, payload, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    await expect(verifyAccessToken(test.db, `${header}.${payload}.${flipped}`)).rejects.toMatchObject({
      code: "invalid_token",
    });
  });
});
