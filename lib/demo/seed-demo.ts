import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serverSettings } from "../db/schema";
import { createPartner, rotatePartnerKey } from "../auth/partners";
import { createBusiness } from "../businesses/create-business";
import type { CreateBusinessInput } from "../schemas/business";
import { seedDemoBanking } from "./seed-demo-banking";
import { seedDemoPayables } from "./seed-payables";
import { seedDemoReceivables } from "./seed-receivables";
import { seedDemoReceivablesExtras } from "./seed-receivables-extras";

export interface DemoCredentials {
  partner_id: string;
  api_key: string;
  businesses: { id: string; name: string }[];
  /** The secret the demo "partner backend" (/demo/) signs embed launch tokens with. */
  launch_secret: string;
}

const MARKER = "demo_partner_id";
export const DEMO_BUSINESSES: CreateBusinessInput[] = [
  {
    name: "Nordic Bakery AB",
    country: "SE",
    base_currency: "SEK",
    timezone: "Europe/Stockholm",
    external_id: "demo-bakery",
  },
  {
    name: "Harbour Design Ltd",
    country: "GB",
    base_currency: "GBP",
    timezone: "Europe/London",
    external_id: "demo-design",
  },
];

/** One demo business with its books: bills, payments, credits, invoices, refunds, payouts and banking. Idempotent. */
export async function seedDemoBusiness(db: Db, partnerId: string, input: CreateBusinessInput) {
  const { business } = await createBusiness(db, partnerId, input);
  await seedDemoPayables(db, business);
  await seedDemoReceivables(db, business);
  await seedDemoReceivablesExtras(db, business);
  await seedDemoBanking(db, business);
  return business;
}

const credentialsFile = () =>
  process.env.DEMO_CREDENTIALS_FILE || path.join(process.cwd(), ".data/demo-credentials.json");

/**
 * Creates the demo partner and its businesses once. The API key exists only as a hash in the database, so its
 * plain text is kept in a local, git-ignored file; when that file is gone a fresh key is rotated in.
 */
export async function seedDemo(db: Db): Promise<DemoCredentials> {
  const [marker] = await db.select().from(serverSettings).where(eq(serverSettings.name, MARKER));
  let partnerId = marker?.value;
  let apiKey: string | undefined;
  if (!partnerId) {
    const created = await createPartner(db, { name: "Demo Partner" });
    partnerId = created.partner.id;
    apiKey = created.apiKey;
    await db.insert(serverSettings).values({ name: MARKER, value: partnerId });
  }
  const businesses = [];
  for (const input of DEMO_BUSINESSES) {
    const business = await seedDemoBusiness(db, partnerId, input);
    businesses.push({ id: business.id, name: business.name });
  }
  const saved = readSaved(partnerId);
  apiKey ??= saved?.api_key ?? (await rotatePartnerKey(db, partnerId)).apiKey;
  const launchSecret = saved?.launch_secret ?? randomBytes(32).toString("base64url");
  const credentials = { partner_id: partnerId, api_key: apiKey, businesses, launch_secret: launchSecret };
  fs.mkdirSync(path.dirname(credentialsFile()), { recursive: true });
  fs.writeFileSync(credentialsFile(), JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

function readSaved(partnerId: string): Partial<DemoCredentials> | undefined {
  try {
    const saved = JSON.parse(
      fs.readFileSync(/*turbopackIgnore: true*/ credentialsFile(), "utf8"),
    ) as DemoCredentials;
    return saved.partner_id === partnerId ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function printDemoBanner(
  credentials: DemoCredentials,
  baseUrl = `http://localhost:${process.env.PORT ?? 3000}`,
) {
  const basic = Buffer.from(`${credentials.partner_id}:${credentials.api_key}`).toString("base64");
  const lines = [
    "",
    "Demo data is ready.",
    `  Partner id:  ${credentials.partner_id}`,
    `  API key:     ${credentials.api_key}`,
    ...credentials.businesses.map((business) => `  Business:    ${business.name}  ${business.id}`),
    "",
    `  App:         ${baseUrl}/`,
    `  API docs:    ${baseUrl}/docs/`,
    `  Embed demo:  ${baseUrl}/demo/  (a partner page framing the embedded UI)`,
    `  OpenAPI:     ${baseUrl}/v1/platform/openapi.json`,
    "",
    "  Get a partner token:",
    `    curl -s -X POST ${baseUrl}/v1/platform/oauth2/token/ -H 'Authorization: Basic ${basic}' -d grant_type=client_credentials`,
    "",
  ];
  console.log(lines.join("\n"));
}
