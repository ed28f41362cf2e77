import { z } from "zod";
import { uuidSchema } from "./common";

export const partnerTokenRequestSchema = z.object({
  grant_type: z.string().optional().meta({ description: "Must be `client_credentials`." }),
});

export const businessTokenRequestSchema = z.object({
  scope: z.string().optional(),
});

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
