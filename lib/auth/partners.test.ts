import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerApiKeys } from "../db/schema";
import { setupTestDatabase } from "../testing/test-database";
import {
  authenticatePartnerKey,
  createPartner,
  listPartnerKeys,
  revokePartnerKey,
  rotatePartnerKey,
  updatePartner,
} from "./partners";
import { updatePartnerSchema } from "../schemas/partner";

const test = setupTestDatabase();

describe("partner keys", () => {
  it("stores only a scrypt hash of a new partner's key, and the key authenticates", async () => {
    const { partner, apiKey } = await createPartner(test.db, { name: "Acme" });
    const rows = await test.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, partner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(rows[0]!.keyHash).not.toContain(apiKey.slice(12));
    expect((await authenticatePartnerKey(test.db, partner.id, apiKey))?.id).toBe(partner.id);
    expect(await authenticatePartnerKey(test.db, partner.id, `${apiKey}x`)).toBeNull();
  });

  it("keeps the old key working after a rotation, and a revoked key fails at once", async () => {
    const { partner, apiKey: first } = await createPartner(test.db, { name: "Rotator" });
    const second = await rotatePartnerKey(test.db, partner.id);
    expect((await authenticatePartnerKey(test.db, partner.id, first))?.id).toBe(partner.id);
    expect((await authenticatePartnerKey(test.db, partner.id, second.apiKey))?.id).toBe(partner.id);

    await revokePartnerKey(test.db, partner.id, second.keyId);
    expect(await authenticatePartnerKey(test.db, partner.id, second.apiKey)).toBeNull();
    expect((await authenticatePartnerKey(test.db, partner.id, first))?.id).toBe(partner.id);
    await expect(revokePartnerKey(test.db, partner.id, second.keyId)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("does not accept one partner's key for another partner", async () => {
    const a = await createPartner(test.db, { name: "A" });
    const b = await createPartner(test.db, { name: "B" });
    expect(await authenticatePartnerKey(test.db, b.partner.id, a.apiKey)).toBeNull();
  });

  it("lists keys with their age and flags active keys older than 90 days", async () => {
    const { partner, keyId } = await createPartner(test.db, { name: "Old keys" });
    const fresh = await rotatePartnerKey(test.db, partner.id);
    const revoked = await rotatePartnerKey(test.db, partner.id);
    const now = new Date("2026-06-01T00:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await test.db
      .update(partnerApiKeys)
      .set({ createdAt: daysAgo(91) })
      .where(eq(partnerApiKeys.id, keyId));
    await test.db
      .update(partnerApiKeys)
      .set({ createdAt: daysAgo(90) })
      .where(eq(partnerApiKeys.id, fresh.keyId));
    await test.db
      .update(partnerApiKeys)
      .set({ createdAt: daysAgo(200) })
      .where(eq(partnerApiKeys.id, revoked.keyId));
    await revokePartnerKey(test.db, partner.id, revoked.keyId);

    const keys = await listPartnerKeys(test.db, partner.id, now);
    const byId = Object.fromEntries(keys.map((key) => [key.key_id, key]));
    expect(byId[keyId]).toMatchObject({ age_days: 91, needs_rotation: true, is_active: true });
    expect(byId[fresh.keyId]).toMatchObject({ age_days: 90, needs_rotation: false, is_active: true });
    expect(byId[revoked.keyId]).toMatchObject({ age_days: 200, needs_rotation: false, is_active: false });
    expect(keys.map((key) => key.key_prefix).every((prefix) => prefix.startsWith("lk_"))).toBe(true);
  });

  it("refuses a partner without a name", async () => {
    await expect(createPartner(test.db, { name: "  " })).rejects.toMatchObject({ code: "validation_error" });
  });
});

describe("updatePartner", () => {
  it("adds origins once, removes origins and replaces the rate limit", async () => {
    const { partner } = await createPartner(test.db, {
      name: "Movers",
      allowedOrigins: ["https://old.example"],
    });
    const input = updatePartnerSchema.parse({
      add_allowed_origins: ["https://app.example/", "https://old.example"],
      remove_allowed_origins: ["https://old.example"],
      rate_limit_per_minute: 300,
    });
    const updated = await updatePartner(test.db, partner.id, input);
    expect(updated.allowedOrigins).toEqual(["https://app.example"]);
    expect(updated.rateLimitPerMinute).toBe(300);
    const again = await updatePartner(test.db, partner.id, { add_allowed_origins: ["https://app.example"] });
    expect(again.allowedOrigins).toEqual(["https://app.example"]);
    expect(again.rateLimitPerMinute).toBe(300);
  });

  it("takes an origin as the document's pattern states it and stores it as a browser sends it", () => {
    const parsed = updatePartnerSchema.parse({
      add_allowed_origins: ["https://App.Example.com:443/", "http://127.0.0.1:3000", "http://localhost:8080"],
    });
    expect(parsed.add_allowed_origins).toEqual([
      "https://app.example.com",
      "http://127.0.0.1:3000",
      "http://localhost:8080",
    ]);
  });

  it("refuses a URL with a path, a non-http scheme, an empty change and an unknown partner", async () => {
    expect(
      updatePartnerSchema.safeParse({ add_allowed_origins: ["https://app.example/embed"] }).success,
    ).toBe(false);
    expect(updatePartnerSchema.safeParse({ add_allowed_origins: ["ftp://app.example"] }).success).toBe(false);
    for (const outside of [
      "http://999.1.1.1",
      "https://app.example:65536",
      "https://user@app.example",
      "Café",
    ])
      expect(updatePartnerSchema.safeParse({ add_allowed_origins: [outside] }).success, outside).toBe(false);
    expect(updatePartnerSchema.safeParse({}).success).toBe(false);
    expect(updatePartnerSchema.safeParse({ rate_limit_per_minute: 0 }).success).toBe(false);
    await expect(
      updatePartner(test.db, crypto.randomUUID(), { rate_limit_per_minute: 10 }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
