import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses, partners } from "../db/schema";
import { TtlCache } from "../cache/ttl-cache";
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

const MISSING = Symbol("missing business");
const recentlyFound = new TtlCache<BusinessWithPartner>(5_000);

/**
 * findBusinessWithPartner for the request path, which reads it on every call: kept for five seconds per instance.
 * A miss is never kept, so a business is reachable the moment it is created.
 */
export async function findBusinessWithPartnerCached(db: Db, businessId: string) {
  try {
    return await recentlyFound.get(businessId, async () => {
      const found = await findBusinessWithPartner(db, businessId);
      if (!found) throw MISSING;
      return found;
    });
  } catch (error) {
    if (error === MISSING) return null;
    throw error;
  }
}
