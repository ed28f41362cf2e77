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
