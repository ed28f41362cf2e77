import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usedLaunchTokens } from "../db/schema";
import { setupTestDatabase } from "../testing/test-database";
import type { EmbedConfig } from "./embed-config";
import { LaunchError, redeemLaunchToken, requestedTokenLocale } from "./launch-token";

const test = setupTestDatabase();
const config: EmbedConfig = {
  partnerId: randomUUID(),
  partnerApiKey: "unused",
  launchSecret: new TextEncoder().encode("launch-secret-for-unit-tests-0123456789"),
  apiBaseUrl: "http://127.0.0.1:1",
  isLoopbackApi: true,
  browserApiBaseUrl: "",
};

const sign = (claims: Record<string, unknown>, issuedSecondsAgo = 0, lifetime = 120) => {
  const iat = Math.floor(Date.now() / 1000) - issuedSecondsAgo;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(config.partnerId)
    .setAudience("ledgerkit-embed")
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .setJti(randomUUID())
    .sign(config.launchSecret);
};

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => "redeemed",
    (error: unknown) => (error instanceof LaunchError ? error.reason : String(error)),
  );

afterEach(() => vi.restoreAllMocks());

describe("redeemLaunchToken", () => {
  it("redeems a token once, maps its locale, and refuses it the second time", async () => {
    const token = await sign({ role: "editor", business_id: randomUUID(), locale: "de-AT" });
    const claims = await redeemLaunchToken(test.db, config, token);
    expect(claims).toMatchObject({ role: "editor", locale: "de" });
    expect(await reason(redeemLaunchToken(test.db, config, token))).toBe("reused");
  });

  it.each([
    ["expired", { role: "editor", business_id: randomUUID() }, 400, 60, "expired"],
    ["living 10 minutes", { role: "editor", business_id: randomUUID() }, 0, 600, "invalid"],
    ["an editor without a business", { role: "editor" }, 0, 120, "invalid"],
    ["an unknown role", { role: "owner", business_id: randomUUID() }, 0, 120, "invalid"],
    [
      "a theme with CSS in it",
      { role: "viewer", business_id: randomUUID(), theme: { text: "red;x:y" } },
      0,
      120,
      "invalid",
    ],
  ])("refuses a token %s", async (_name, claims, ago, lifetime, expected) => {
    expect(await reason(redeemLaunchToken(test.db, config, await sign(claims, ago, lifetime)))).toBe(
      expected,
    );
  });

  it.each([
    ["expired", { role: "editor", business_id: randomUUID() }, 400, 60, "expired"],
    ["issued too long ago", { role: "editor", business_id: randomUUID() }, 400, 600, "too_long"],
    ["living 10 minutes", { role: "editor", business_id: randomUUID() }, 0, 600, "too_long"],
    [
      "with a bad theme",
      { role: "viewer", business_id: randomUUID(), theme: { text: "red;x:y" } },
      0,
      120,
      "bad_theme",
    ],
    ["of an unknown role", { role: "owner", business_id: randomUUID() }, 0, 120, "bad_claims"],
  ])("names the check that refused a token %s", async (_name, claims, ago, lifetime, expected) => {
    const refused = await redeemLaunchToken(test.db, config, await sign(claims, ago, lifetime)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(LaunchError);
    expect((refused as LaunchError).refusal).toBe(expected);
  });

  it("names a bad signature and a reuse", async () => {
    const token = await sign({ role: "support" });
    const tampered = `${token.slice(0, -3)}abc`;
    const refusalOf = (promise: Promise<unknown>) =>
      promise.then(
        () => "redeemed",
        (error: unknown) => (error as LaunchError).refusal,
      );
    expect(await refusalOf(redeemLaunchToken(test.db, config, tampered))).toBe("bad_signature");
    await redeemLaunchToken(test.db, config, token);
    expect(await refusalOf(redeemLaunchToken(test.db, config, token))).toBe("reused");
  });

  it("now and then clears spent tokens that have expired, keeping live ones", async () => {
    await test.db.insert(usedLaunchTokens).values([
      { jti: `old-${randomUUID()}`, expiresAt: new Date(Date.now() - 3_600_000) },
      { jti: `live-${randomUUID()}`, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    vi.spyOn(Math, "random").mockReturnValue(0);
    await redeemLaunchToken(test.db, config, await sign({ role: "support" }));
    const left = await test.db.select().from(usedLaunchTokens);
    expect(left.some((row) => row.jti.startsWith("old-"))).toBe(false);
    expect(left.some((row) => row.jti.startsWith("live-"))).toBe(true);
  });
});

describe("requestedTokenLocale", () => {
  it("reads the locale of a token it would refuse, mapped onto a supported one", async () => {
    expect(requestedTokenLocale(await sign({ role: "editor", locale: "sv-SE" }, 600))).toBe("sv");
    expect(requestedTokenLocale(await sign({ role: "editor", locale: "nn" }))).toBe("nb");
  });

  it("has none for a token without a locale, an unsupported one, or text that is no token", async () => {
    expect(requestedTokenLocale(await sign({ role: "editor" }))).toBeUndefined();
    expect(requestedTokenLocale(await sign({ role: "editor", locale: "tlh" }))).toBeUndefined();
    expect(requestedTokenLocale("not.a.token")).toBeUndefined();
    expect(requestedTokenLocale(null)).toBeUndefined();
  });
});
