import { isIP } from "node:net";
import { ApiError } from "../http/api-error";
import { isPrivateAddress } from "./private-address";
import type { WebhookConfig } from "./webhook-config";

/**
 * Refuses a URL a webhook may not target: anything but HTTPS, credentials in the URL, or a literal private address,
 * unless local targets are allowed (development and tests). A host name is checked again when each attempt resolves
 * it (delivery/http-sender.ts), since DNS may point it anywhere later.
 */
export function assertAllowedWebhookUrl(url: string, config: Pick<WebhookConfig, "allowLocalTargets">): void {
  const parsed = new URL(url);
  const refuse = (message: string) => {
    throw ApiError.validation({ url: [message] });
  };
  if (parsed.username || parsed.password) refuse("Must not carry a user name or password.");
  if (config.allowLocalTargets) return;
  if (parsed.protocol !== "https:") refuse("Must be an https URL.");
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) && isPrivateAddress(host))) {
    refuse("Must not be a private, loopback or link-local address.");
  }
}
