import "server-only";
import { createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serverSettings } from "../db/schema";

const SETTING = "token_signing_secret";
let cached: Uint8Array | undefined;

/**
 * The HMAC key tokens are signed with. `TOKEN_SIGNING_SECRET` wins; without it a random secret is made once and kept
 * in the database, so every app instance on that database signs and verifies with the same key.
 */
export async function getSigningSecret(db: Db): Promise<Uint8Array> {
  if (cached) return cached;
  const configured = process.env.TOKEN_SIGNING_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error("TOKEN_SIGNING_SECRET must be at least 32 characters long.");
    cached = new TextEncoder().encode(configured);
    return cached;
  }
  await db
    .insert(serverSettings)
    .values({ name: SETTING, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, SETTING));
  cached = new TextEncoder().encode(row!.value);
  return cached;
}

let cachedKey: KeyObject | undefined;

/** The same secret as a Node key object: jose signs and verifies with it without importing the key every time. */
export async function getSigningKey(db: Db): Promise<KeyObject> {
  cachedKey ??= createSecretKey(await getSigningSecret(db));
  return cachedKey;
}
