import type { partners } from "../db/schema";
import type { PartnerResponse } from "../schemas/partner";

export type PartnerRow = typeof partners.$inferSelect;

/** The partner's own profile; never its keys. */
export function serializePartner(partner: PartnerRow): PartnerResponse {
  return {
    type: "Partner",
    id: partner.id,
    name: partner.name,
    allowed_origins: partner.allowedOrigins,
    rate_limit_per_minute: partner.rateLimitPerMinute,
    created_at: partner.createdAt.toISOString(),
  };
}
