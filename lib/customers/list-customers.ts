import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { containsPattern } from "../db/like-pattern";
import { pageOffset } from "../http/pagination";
import type { ListCustomersQuery } from "../schemas/customer";

/**
 * A page of the business's customers by display name (case-insensitive, ties by id), with the total. Archived
 * customers are left out unless `include_archived`, `status` or `is_archived` asks for them.
 */
export async function listCustomers(db: Db, businessId: string, filters: ListCustomersQuery) {
  const conditions: SQL[] = [eq(customers.businessId, businessId)];
  if (filters.external_id !== undefined) conditions.push(eq(customers.externalId, filters.external_id));
  if (filters.status) conditions.push(inArray(customers.status, filters.status));
  if (filters.is_archived !== undefined) {
    conditions.push(filters.is_archived ? isNotNull(customers.archivedAt) : isNull(customers.archivedAt));
  }
  const isArchivedAsked = filters.include_archived || filters.status || filters.is_archived !== undefined;
  if (!isArchivedAsked) conditions.push(isNull(customers.archivedAt));
  if (filters.external_id_contains) {
    conditions.push(ilike(customers.externalId, containsPattern(filters.external_id_contains)));
  }
  if (filters.name !== undefined) {
    conditions.push(or(eq(customers.companyName, filters.name), eq(customers.individualName, filters.name))!);
  }
  if (filters.name_contains) {
    const pattern = containsPattern(filters.name_contains);
    conditions.push(
      or(
        ilike(customers.displayName, pattern),
        ilike(customers.companyName, pattern),
        ilike(customers.individualName, pattern),
      )!,
    );
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(customers.displayName, pattern),
        ilike(customers.companyName, pattern),
        ilike(customers.individualName, pattern),
        ilike(customers.email, pattern),
        ilike(customers.externalId, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(asc(sql`lower(${customers.displayName})`), asc(customers.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(customers).where(where),
  ]);
  return { rows, total: total!.value };
}
