import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses } from "../db/schema";
import { containsPattern } from "../db/like-pattern";
import { pageOffset } from "../http/pagination";
import type { PaginationQuery } from "../schemas/common";

export interface BusinessFilters extends PaginationQuery {
  external_id?: string;
  search?: string;
}

/** A partner's businesses, newest first (ties broken by id), with the total for the envelope. */
export async function listBusinesses(db: Db, partnerId: string, filters: BusinessFilters) {
  const conditions: SQL[] = [eq(businesses.partnerId, partnerId)];
  if (filters.external_id) conditions.push(eq(businesses.externalId, filters.external_id));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(businesses.name, pattern), ilike(businesses.externalId, pattern))!);
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businesses)
      .where(where)
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(businesses).where(where),
  ]);
  return { rows, total: total!.value };
}
