import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { vendors } from "../db/schema";
import { containsPattern } from "../db/like-pattern";
import { pageOffset } from "../http/pagination";
import type { ListVendorsQuery } from "../schemas/vendor";

/**
 * A page of the business's vendors by display name (case-insensitive, ties by id), with the total. Archived vendors
 * are left out unless `include_archived` or a `status` filter asks for them.
 */
export async function listVendors(db: Db, businessId: string, filters: ListVendorsQuery) {
  const conditions: SQL[] = [eq(vendors.businessId, businessId)];
  if (filters.external_id !== undefined) conditions.push(eq(vendors.externalId, filters.external_id));
  if (filters.status) conditions.push(inArray(vendors.status, filters.status));
  else if (!filters.include_archived) conditions.push(ne(vendors.status, "archived"));
  if (filters.external_id_contains) {
    conditions.push(ilike(vendors.externalId, containsPattern(filters.external_id_contains)));
  }
  if (filters.name !== undefined) {
    conditions.push(or(eq(vendors.companyName, filters.name), eq(vendors.individualName, filters.name))!);
  }
  if (filters.name_contains) {
    const pattern = containsPattern(filters.name_contains);
    conditions.push(or(ilike(vendors.companyName, pattern), ilike(vendors.individualName, pattern))!);
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(vendors.companyName, pattern),
        ilike(vendors.individualName, pattern),
        ilike(vendors.email, pattern),
        ilike(vendors.externalId, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const displayName = sql`lower(coalesce(${vendors.companyName}, ${vendors.individualName}, ${vendors.externalId}, ''))`;
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(where)
      .orderBy(asc(displayName), asc(vendors.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(vendors).where(where),
  ]);
  return { rows, total: total!.value };
}
