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

/** A browser origin: scheme, host and port only (what CSP `frame-ancestors` and CORS compare), normalized. */
export const originSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "")
      );
    } catch {
      return false;
    }
  }, "Must be an origin such as https://app.example.com (scheme, host and port; no path).")
  .transform((value) => new URL(value).origin);

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
