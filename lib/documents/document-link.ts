import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getSigningSecret } from "../auth/signing-secret";
import type { Db } from "../db/client";
import { DOCUMENT_URL_LIFETIME_SECONDS } from "../schemas/document";

/** The app's own path that serves a document's bytes (app/files/[business_id]/[document_id]/route.ts). */
export const documentPath = (businessId: string, documentId: string) => `/files/${businessId}/${documentId}/`;

// Prefixed so a document signature can never stand in for any other HMAC made with the same secret (tokens).
const signature = (secret: Uint8Array, path: string, expires: number) =>
  createHmac("sha256", secret).update(`document-link\n${path}\n${expires}`).digest("base64url");

/** Signs document links for one response: the secret is read once, every link expires 900 s from `now`. */
export async function documentLinkSigner(db: Db, origin: string, now = Date.now()) {
  const secret = await getSigningSecret(db);
  const expires = Math.floor(now / 1000) + DOCUMENT_URL_LIFETIME_SECONDS;
  return (businessId: string, documentId: string): string => {
    const path = documentPath(businessId, documentId);
    return `${origin}${path}?expires=${expires}&signature=${signature(secret, path, expires)}`;
  };
}

/** Whether `signatureText` signs `path` until `expires` (unix seconds) and that time has not passed. */
export async function isValidDocumentLink(
  db: Db,
  path: string,
  expires: string | null,
  signatureText: string | null,
  now = Date.now(),
): Promise<boolean> {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signatureText) return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(signature(await getSigningSecret(db), path, Number(expires)));
  const given = Buffer.from(signatureText);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
