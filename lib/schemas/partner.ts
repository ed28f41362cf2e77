import { z } from "zod";
import { uuidSchema } from "./common";

export const partnerSchema = z
  .object({
    type: z.literal("Partner"),
    id: uuidSchema,
    name: z.string(),
    allowed_origins: z.array(z.string()).meta({
      description:
        "Browser origins allowed to frame the embedded UI and call business routes with CORS; the embed server " +
        "turns them into its CSP `frame-ancestors`.",
    }),
    rate_limit_per_minute: z.number().int().meta({ description: "Requests per minute per token subject." }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Partner" });
export type PartnerResponse = z.output<typeof partnerSchema>;

const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
const PORT = "(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}|0)";
/** `http(s)://host[:port]` with a host name (its last label starting with a letter) or an IPv4 address. */
const ORIGIN_PATTERN = new RegExp(
  `^https?://(?:(?:${LABEL}\\.)*[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?|(?:${OCTET}\\.){3}${OCTET})(?::${PORT})?/?$`,
);
const NOT_AN_ORIGIN = "Must be an origin such as https://app.example.com (scheme, host and port; no path).";

/**
 * A browser origin: scheme, host and port only (what CSP `frame-ancestors` and CORS compare), stored normalized as
 * the browser sends it (`HTTPS://App.Example.com:443/` is `https://app.example.com`).
 */
export const originSchema = z
  .string()
  .trim()
  .regex(ORIGIN_PATTERN, NOT_AN_ORIGIN)
  .transform((value, context) => {
    try {
      return new URL(value).origin;
    } catch {
      context.addIssue({ code: "custom", message: NOT_AN_ORIGIN });
      return z.NEVER;
    }
  });

export const updatePartnerSchema = z
  .object({
    add_allowed_origins: z.array(originSchema).max(50, "At most 50 origins.").optional().meta({
      description: "Origins to allow (already allowed ones are kept once).",
    }),
    remove_allowed_origins: z.array(originSchema).max(50, "At most 50 origins.").optional().meta({
      description: "Origins to stop allowing; removing one that is not allowed is not an error.",
    }),
    rate_limit_per_minute: z
      .number()
      .int("Must be a whole number.")
      .min(1, "Must be at least 1.")
      .max(100_000, "At most 100000.")
      .optional()
      .meta({ description: "Requests per minute per token subject." }),
  })
  .refine(
    (input) =>
      input.add_allowed_origins !== undefined ||
      input.remove_allowed_origins !== undefined ||
      input.rate_limit_per_minute !== undefined,
    { path: ["add_allowed_origins"], message: "Give origins to add or remove, or a rate limit." },
  );
export type UpdatePartnerInput = z.output<typeof updatePartnerSchema>;
