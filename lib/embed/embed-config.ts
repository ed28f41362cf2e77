import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * What the embed's server side needs, from the environment. The UI is an API client of one partner: it holds that
 * partner's credentials (never sent to a browser) and the secret the partner's backend signs launch tokens with.
 * In development, the demo partner's credentials file fills in what is not set, so `npm run dev` embeds the demo.
 */
export interface EmbedConfig {
  partnerId: string;
  partnerApiKey: string;
  launchSecret: Uint8Array;
  /** Base URL the server calls the API at. */
  apiBaseUrl: string;
  /** True when the API is this app, reached over loopback (see platformRequestHeaders). */
  isLoopbackApi: boolean;
  /** Base URL browsers call the API at; "" means this app's own origin. */
  browserApiBaseUrl: string;
}

export class EmbedNotConfiguredError extends Error {}

interface DemoCredentials {
  partner_id: string;
  api_key: string;
  launch_secret?: string;
}

/** `npm run dev` only (the demo seeds these); production reads the environment alone. */
function readDemoCredentials(): DemoCredentials | undefined {
  if (process.env.NODE_ENV === "production") return undefined;
  const file =
    process.env.DEMO_CREDENTIALS_FILE ||
    path.join(/*turbopackIgnore: true*/ process.cwd(), ".data/demo-credentials.json");
  try {
    return JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as DemoCredentials;
  } catch {
    return undefined;
  }
}

export function embedConfig(): EmbedConfig {
  const demo = readDemoCredentials();
  const partnerId = process.env.PARTNER_ID || demo?.partner_id;
  const partnerApiKey = process.env.PARTNER_API_KEY || demo?.api_key;
  const launchSecret = process.env.EMBED_LAUNCH_SECRET || demo?.launch_secret;
  if (!partnerId || !partnerApiKey || !launchSecret) {
    throw new EmbedNotConfiguredError(
      "The embed needs PARTNER_ID, PARTNER_API_KEY and EMBED_LAUNCH_SECRET (see README: Embedding).",
    );
  }
  if (launchSecret.length < 32) {
    throw new EmbedNotConfiguredError("EMBED_LAUNCH_SECRET must be at least 32 characters.");
  }
  const configured = process.env.PLATFORM_API_URL?.trim().replace(/\/+$/, "");
  return {
    partnerId,
    partnerApiKey,
    launchSecret: new TextEncoder().encode(launchSecret),
    apiBaseUrl: configured || `http://127.0.0.1:${process.env.PORT || 3000}`,
    isLoopbackApi: !configured,
    browserApiBaseUrl: (process.env.PLATFORM_API_PUBLIC_URL?.trim() || configured || "").replace(/\/+$/, ""),
  };
}
