import "server-only";
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { Theme } from "../schemas/embed-theme";
import type { EmbedConfig } from "./embed-config";
import type { EmbedRole } from "./embed-session";
import { LAUNCH_TOKEN_AUDIENCE } from "./launch-token";

/**
 * Signs a launch token the way a partner's backend does (README: Embedding). Used by the demo host page; partners
 * write the same few lines in their own stack.
 */
export async function signLaunchToken(
  config: EmbedConfig,
  claims: {
    role: EmbedRole;
    business_id?: string;
    locale?: string;
    theme?: Theme;
    sub?: string;
    name?: string;
  },
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(config.partnerId)
    .setAudience(LAUNCH_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("2m")
    .setJti(randomUUID())
    .sign(config.launchSecret);
}
