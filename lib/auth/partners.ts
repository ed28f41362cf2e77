import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { partnerApiKeys, partners } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { UpdatePartnerInput } from "../schemas/partner";
import { apiKeyPrefix, generateApiKey, hashApiKey, spendVerificationTime, verifyApiKey } from "./api-keys";

/** Keys older than this should be rotated (spec, Authentication rule 8). */
export const KEY_ROTATION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewPartner {
  name: string;
  rateLimitPerMinute?: number;
  allowedOrigins?: string[];
}

export async function createPartner(db: Db, input: NewPartner) {
  const name = input.name.trim();
  if (!name) throw ApiError.validation({ name: ["A partner needs a name."] });
  return db.transaction(async (tx) => {
    const [partner] = await tx
      .insert(partners)
      .values({
        name,
        rateLimitPerMinute: input.rateLimitPerMinute,
        allowedOrigins: input.allowedOrigins ?? [],
      })
      .returning();
    const key = await addPartnerKey(tx, partner!.id);
    return { partner: partner!, apiKey: key.apiKey, keyId: key.keyId };
  });
}

async function addPartnerKey(db: Db, partnerId: string) {
  const apiKey = generateApiKey();
  const [row] = await db
    .insert(partnerApiKeys)
    .values({ partnerId, keyPrefix: apiKeyPrefix(apiKey), keyHash: await hashApiKey(apiKey) })
    .returning({ id: partnerApiKeys.id });
  return { apiKey, keyId: row!.id };
}

export async function getPartner(db: Db, partnerId: string) {
  const [partner] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw ApiError.notFound("Partner");
  return partner;
}

/**
 * Changes what a partner may do from browsers and how fast: origins are added (each once) and removed, in that
 * order, and the rate limit replaced. The embed's frame-ancestors and CORS read the new origins within their cache
 * time (lib/embed/frame-ancestors.ts).
 */
export async function updatePartner(db: Db, partnerId: string, input: UpdatePartnerInput) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for("update");
    if (!current) throw ApiError.notFound("Partner");
    const removed = new Set(input.remove_allowed_origins ?? []);
    const origins = [...new Set([...current.allowedOrigins, ...(input.add_allowed_origins ?? [])])].filter(
      (origin) => !removed.has(origin),
    );
    const [updated] = await tx
      .update(partners)
      .set({
        allowedOrigins: origins,
        rateLimitPerMinute: input.rate_limit_per_minute ?? current.rateLimitPerMinute,
      })
      .where(eq(partners.id, partnerId))
      .returning();
    return updated!;
  });
}

/** Adds a key; the old ones keep working until revoked, so a partner can roll keys without downtime. */
export async function rotatePartnerKey(db: Db, partnerId: string) {
  await getPartner(db, partnerId);
  return addPartnerKey(db, partnerId);
}

export async function revokePartnerKey(db: Db, partnerId: string, keyId: string) {
  const [row] = await db
    .update(partnerApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(partnerApiKeys.partnerId, partnerId),
        eq(partnerApiKeys.id, keyId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning({ id: partnerApiKeys.id });
  if (!row) throw ApiError.notFound("Active key");
  return row;
}

export async function listPartnerKeys(db: Db, partnerId: string, now = new Date()) {
  const rows = await db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.partnerId, partnerId))
    .orderBy(asc(partnerApiKeys.createdAt), asc(partnerApiKeys.id));
  return rows.map((key) => {
    const ageDays = Math.floor((now.getTime() - key.createdAt.getTime()) / DAY_MS);
    return {
      key_id: key.id,
      key_prefix: key.keyPrefix,
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
      revoked_at: key.revokedAt?.toISOString() ?? null,
      is_active: key.revokedAt === null,
      age_days: ageDays,
      needs_rotation: key.revokedAt === null && ageDays > KEY_ROTATION_DAYS,
    };
  });
}

export async function listPartners(db: Db) {
  return db.select().from(partners).orderBy(asc(partners.createdAt));
}

/** The partner a key belongs to, or null. Revoked keys fail at once: every token request reads the key table. */
export async function authenticatePartnerKey(db: Db, partnerId: string, apiKey: string) {
  const keys = await db
    .select({ id: partnerApiKeys.id, hash: partnerApiKeys.keyHash })
    .from(partnerApiKeys)
    .where(
      and(
        eq(partnerApiKeys.partnerId, partnerId),
        eq(partnerApiKeys.keyPrefix, apiKeyPrefix(apiKey)),
        isNull(partnerApiKeys.revokedAt),
      ),
    );
  for (const key of keys) {
    if (await verifyApiKey(apiKey, key.hash)) {
      await db.update(partnerApiKeys).set({ lastUsedAt: new Date() }).where(eq(partnerApiKeys.id, key.id));
      return getPartner(db, partnerId);
    }
  }
  if (keys.length === 0) await spendVerificationTime(apiKey);
  return null;
}
