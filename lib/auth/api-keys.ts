import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// Keys are 32 random bytes, not passwords: no cost factor makes guessing them feasible or not. A modest scrypt cost
// keeps the token endpoint fast (≈3 ms a check, not 50) while the stored form stays a salted, slow-to-invert hash.
// Parameters are stored with each hash, so raising them later leaves existing keys valid.
const PARAMS = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Characters of a key kept in the clear so a listing can tell keys apart and a lookup can skip the others. */
export const KEY_PREFIX_LENGTH = 12;

export function generateApiKey(): string {
  return `lk_${randomBytes(32).toString("base64url")}`;
}

export function apiKeyPrefix(apiKey: string): string {
  return apiKey.slice(0, KEY_PREFIX_LENGTH);
}

export async function hashApiKey(apiKey: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(apiKey, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64url"),
    hash.toString("base64url"),
  ].join("$");
}

/** Constant-time comparison of a presented key with a stored hash. */
export async function verifyApiKey(apiKey: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const expectedBytes = Buffer.from(expected, "base64url");
  const actual = await scrypt(apiKey, Buffer.from(salt, "base64url"), expectedBytes.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expectedBytes);
}

// Spent on a lookup that found no key, so an unknown partner takes as long to refuse as a wrong key.
const DUMMY_HASH = hashApiKey("lk_dummy-key-for-constant-time-refusals");
export async function spendVerificationTime(apiKey: string): Promise<void> {
  await verifyApiKey(apiKey, await DUMMY_HASH);
}
