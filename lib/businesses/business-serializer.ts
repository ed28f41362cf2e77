import type { businesses } from "../db/schema";
import type { BusinessResponse } from "../schemas/business";
import type { Currency } from "../schemas/currency";

export type BusinessRow = typeof businesses.$inferSelect;

export function serializeBusiness(row: BusinessRow): BusinessResponse {
  return {
    type: "Business",
    id: row.id,
    partner_id: row.partnerId,
    name: row.name,
    country: row.country,
    base_currency: row.baseCurrency as Currency,
    timezone: row.timezone,
    external_id: row.externalId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
