import { z } from "zod";
import { currencySchema } from "./currency";
import { paginationQuerySchema, uuidSchema } from "./common";

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
// CLDR names some codes that are not countries: unknown region, EU, eurozone, UN, outlying Oceania.
const NOT_COUNTRIES = new Set(["ZZ", "EU", "EZ", "UN", "QO"]);

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Every code CLDR names as a country or territory: the document lists them, so a client can check before sending. */
const COUNTRY_CODES = [...LETTERS].flatMap((first) =>
  [...LETTERS]
    .map((second) => first + second)
    .filter((code) => !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined),
);
/** The IANA zones of this runtime's time-zone database (UTC included), as the document lists them. */
const TIME_ZONES = [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])];

// `abort`: the lookup runs only on two capitals; Intl throws on anything else ("Sweden", "SWE").
export const countrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/, {
    message: "Must be an ISO 3166-1 alpha-2 country code in capitals, such as SE.",
    abort: true,
  })
  .refine((code) => !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined, "Unknown country code.")
  .meta({ enum: COUNTRY_CODES });

/** An IANA zone; the document lists the canonical names, and their aliases (`Europe/Kiev`) are accepted too. */
export const timezoneSchema = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Must be an IANA time zone, such as Europe/Stockholm.")
  .meta({ enum: TIME_ZONES });

export const createBusinessSchema = z.object({
  name: z.string().trim().min(1, "Required.").max(200, "At most 200 characters."),
  country: countrySchema,
  base_currency: currencySchema,
  timezone: timezoneSchema.default("UTC"),
  external_id: z.string().min(1).max(255, "At most 255 characters.").optional(),
});
export type CreateBusinessInput = z.output<typeof createBusinessSchema>;

export const businessSchema = z
  .object({
    type: z.literal("Business"),
    id: uuidSchema,
    partner_id: uuidSchema,
    name: z.string(),
    country: z.string(),
    base_currency: currencySchema,
    timezone: z.string(),
    external_id: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Business" });
export type BusinessResponse = z.output<typeof businessSchema>;

export const listBusinessesQuerySchema = paginationQuerySchema.extend({
  external_id: z.string().optional(),
  search: z.string().optional(),
});

export const businessPathSchema = z.object({ business_id: uuidSchema });
