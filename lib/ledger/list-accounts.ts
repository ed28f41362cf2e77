import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { containsPattern } from "../db/like-pattern";
import { pageOffset } from "../http/pagination";
import type { ListAccountsQuery } from "../schemas/account";

/** A page of the business's chart of accounts in code order (ties broken by id), with the total. */
export async function listAccounts(db: Db, businessId: string, filters: ListAccountsQuery) {
  const conditions: SQL[] = [eq(accounts.businessId, businessId)];
  if (!filters.include_archived) conditions.push(eq(accounts.isArchived, false));
  if (filters.classification) conditions.push(inArray(accounts.classification, filters.classification));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(accounts.code, pattern), ilike(accounts.name, pattern))!);
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.code), asc(accounts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total!.value };
}
