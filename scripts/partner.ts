/**
 * Partner administration: create a partner, rotate, revoke and list its API keys. Prints JSON.
 *   npm run partner:create -- --name "Acme" [--rate-limit 1200] [--allowed-origin https://app.acme.test]
 *   npm run partner:update -- --partner <uuid> [--allowed-origin URL]… [--remove-origin URL]… [--rate-limit N]
 *   npm run partner:rotate -- --partner <uuid>
 *   npm run partner:revoke -- --partner <uuid> --key <key-uuid>
 *   npm run partner:keys -- --partner <uuid>
 *   npm run partner:list
 *   npm run partner:menu-config -- --partner <uuid> [--file config.json | --clear]   (docs/menu-config.md)
 * With the embedded database, run it while the app is stopped (PGlite is single-process); with DATABASE_URL, any time.
 */
import { parseArgs } from "node:util";
import { databaseOptionsFromEnv, openDatabase } from "../lib/db/client";
import {
  createPartner,
  listPartnerKeys,
  listPartners,
  revokePartnerKey,
  rotatePartnerKey,
  updatePartner,
} from "../lib/auth/partners";
import { serializePartner } from "../lib/auth/partner-serializer";
import { updatePartnerSchema } from "../lib/schemas/partner";
import { isApiError } from "../lib/http/api-error";
import { getPartner } from "../lib/auth/partners";
import { readFile } from "node:fs/promises";
import {
  deletePartnerMenuConfig,
  partnerMenuConfig,
  putPartnerMenuConfig,
} from "../lib/menu-config/menu-config";
import { menuConfigInputSchema } from "../lib/schemas/menu-config";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: "string" },
    partner: { type: "string" },
    key: { type: "string" },
    "rate-limit": { type: "string" },
    "allowed-origin": { type: "string", multiple: true },
    file: { type: "string" },
    clear: { type: "boolean" },
    "remove-origin": { type: "string", multiple: true },
  },
});

function required(name: "name" | "partner" | "key"): string {
  const value = values[name];
  if (!value) throw new Error(`--${name} is required.`);
  return value;
}

/** Shows, sets (--file, the PUT body's JSON) or clears (--clear) the partner's default menu configuration. */
async function menuConfigCommand(db: Parameters<typeof getPartner>[0]) {
  const partnerId = (await getPartner(db, required("partner"))).id;
  if (values.clear) return deletePartnerMenuConfig(db, partnerId);
  if (!values.file) return partnerMenuConfig(db, partnerId);
  const parsed = menuConfigInputSchema.safeParse(JSON.parse(await readFile(values.file, "utf8")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`,
    );
    throw new Error(`${values.file} is not a menu configuration: ${problems.join(" ")}`);
  }
  return putPartnerMenuConfig(db, partnerId, parsed.data);
}

async function main() {
  const command = positionals[0];
  const database = await openDatabase(databaseOptionsFromEnv());
  try {
    const db = database.db;
    switch (command) {
      case "create": {
        const rateLimit = values["rate-limit"] ? Number(values["rate-limit"]) : undefined;
        if (rateLimit !== undefined && !(Number.isInteger(rateLimit) && rateLimit > 0)) {
          throw new Error("--rate-limit must be a whole number of requests per minute.");
        }
        const { partner, apiKey, keyId } = await createPartner(db, {
          name: required("name"),
          rateLimitPerMinute: rateLimit,
          allowedOrigins: values["allowed-origin"],
        });
        return { partner_id: partner.id, name: partner.name, api_key: apiKey, key_id: keyId };
      }
      case "update": {
        // The same rules as PATCH /v1/platform/partner/: the options are checked by its schema.
        const input = updatePartnerSchema.safeParse({
          add_allowed_origins: values["allowed-origin"],
          remove_allowed_origins: values["remove-origin"],
          rate_limit_per_minute:
            values["rate-limit"] === undefined ? undefined : Number(values["rate-limit"]),
        });
        if (!input.success) {
          throw new Error(
            input.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join(" "),
          );
        }
        return serializePartner(await updatePartner(db, required("partner"), input.data));
      }
      case "rotate": {
        const { apiKey, keyId } = await rotatePartnerKey(db, required("partner"));
        return { partner_id: values.partner, api_key: apiKey, key_id: keyId };
      }
      case "revoke": {
        await revokePartnerKey(db, required("partner"), required("key"));
        return { partner_id: values.partner, key_id: values.key, revoked: true };
      }
      case "keys":
        return { partner_id: values.partner, keys: await listPartnerKeys(db, required("partner")) };
      case "list":
        return (await listPartners(db)).map((p) => ({
          partner_id: p.id,
          name: p.name,
          created_at: p.createdAt,
        }));
      case "menu-config":
        return await menuConfigCommand(db);
      default:
        throw new Error("Usage: partner <create|update|rotate|revoke|keys|list|menu-config> [options]");
    }
  } finally {
    await database.close();
  }
}

main().then(
  (result) => console.log(JSON.stringify(result, null, 2)),
  (error: unknown) => {
    const message = isApiError(error) || error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ error: message }));
    process.exitCode = 1;
  },
);
