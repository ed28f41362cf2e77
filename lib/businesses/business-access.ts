import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses, partners } from "../db/schema";
import type { BusinessRow } from "./business-serializer";

export interface BusinessWithPartner {
  business: BusinessRow;
  partnerAllowedOrigins: string[];
}

/** The business with its partner's embed origins, or null. Callers decide who may see it. */
export async function findBusinessWithPartner(
  db: Db,
  businessId: string,
): Promise<BusinessWithPartner | null> {
  const [row] = await db
    .select({ business: businesses, partnerAllowedOrigins: partners.allowedOrigins })
    .from(businesses)
    .innerJoin(partners, eq(partners.id, businesses.partnerId))
    .where(eq(businesses.id, businessId));
  return row ?? null;
}
