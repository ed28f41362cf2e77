import { z } from "zod";
import { onlyWith } from "./documented-rules";
import { uuidSchema } from "./common";

/**
 * Endpoint 1 (RFC 6749 §4.4.2). `client_id` and `client_secret` are the partner id and API key for a client that
 * authenticates in the body (client_secret_post) instead of with HTTP Basic; one of the two methods, not both.
 */
export const partnerTokenRequestSchema = z.object({
  grant_type: z.string({ error: "Required: client_credentials." }).meta({
    enum: ["client_credentials"],
    description: "`client_credentials`; any other grant is 400 `unsupported_grant_type`.",
  }),
  client_id: z
    .string()
    .optional()
    .meta({ description: "client_secret_post: the partner id. Leave out with HTTP Basic." }),
  client_secret: z
    .string()
    .optional()
    .meta({ description: "client_secret_post: the API key. Leave out with HTTP Basic." }),
  scope: z.string().optional().meta({ description: "Ignored: a partner token has no scopes." }),
});

// Control characters would end up in logs and the support console; nothing legitimate needs them in a name or id.
const CONTROL_CHARACTERS = /\p{Cc}/u;

export const businessTokenRequestSchema = z
  .object({
    scope: z
      .string()
      .optional()
      .meta({
        enum: ["business_access", "business_read"],
        description:
          "business_access (the default) or business_read, whose tokens every write route refuses.",
      }),
    actor_id: z
      .string()
      .min(1, "Must not be empty.")
      .max(200, "At most 200 characters.")
      .refine((value) => value.trim().length > 0, "Must not be blank.")
      .refine((value) => !CONTROL_CHARACTERS.test(value), "Must not contain control characters.")
      .optional()
      .meta({
        description:
          "Your id for the person this token acts for (an embed session's user). Carried in the token and " +
          "recorded as the actor of every write made with it.",
      }),
    actor_name: z
      .string()
      .max(200, "At most 200 characters.")
      .refine((value) => !CONTROL_CHARACTERS.test(value), "Must not contain control characters.")
      .optional()
      .meta({ description: "The person's display name, for the audit trail. Only with `actor_id`." }),
  })
  .refine((body) => body.actor_name === undefined || body.actor_id !== undefined, {
    path: ["actor_name"],
    message: "Send actor_id with actor_name.",
  })
  .meta(onlyWith("actor_name", "actor_id"));
export type BusinessTokenRequest = z.output<typeof businessTokenRequestSchema>;

export const tokenResponseSchema = z
  .object({
    access_token: z.string().meta({ description: "A JWT." }),
    token_type: z.literal("Bearer"),
    expires_in: z.literal(3600),
    scope: z.enum(["business_access", "business_read"]).optional().meta({
      description: "Business tokens only; `business_read` tokens are refused by every write route.",
    }),
  })
  .meta({ id: "Token" });

export const businessTokenPathSchema = z.object({ business_id: uuidSchema });
