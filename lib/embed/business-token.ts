import "server-only";
import type { EmbedConfig } from "./embed-config";
import type { EmbedActor, EmbedRole } from "./embed-session";
import { forgetPartnerToken, partnerToken } from "./partner-token";
import { PlatformRequestError, platformRequest } from "./platform-request";

export interface BusinessToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Only an editor may write; viewers and support staff get the API's read-only scope, so the API enforces it too. */
export const scopeForRole = (role: EmbedRole) => (role === "editor" ? "business_access" : "business_read");

/** Swaps the partner token for a business-scoped token (endpoint 2), naming the person for the audit trail. */
export async function swapForBusinessToken(
  config: EmbedConfig,
  businessId: string,
  role: EmbedRole,
  actor: EmbedActor | undefined,
): Promise<BusinessToken> {
  const form = new URLSearchParams({ scope: scopeForRole(role) });
  if (actor) {
    form.set("actor_id", actor.id);
    if (actor.name) form.set("actor_name", actor.name);
  }
  const request = async () =>
    platformRequest<{ access_token: string; expires_in: number }>(
      config,
      `/v1/platform/${encodeURIComponent(businessId)}/oauth2/token/`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${await partnerToken(config)}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form.toString(),
      },
    );
  let issued;
  try {
    issued = await request();
  } catch (error) {
    if (!(error instanceof PlatformRequestError) || error.status !== 401) throw error;
    forgetPartnerToken();
    issued = await request();
  }
  return { accessToken: issued.access_token, expiresAt: Date.now() + issued.expires_in * 1000 };
}
