import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { AccountRow } from "./account-serializer";

/** One account of the business, archived or not; 404 for another business's account or none at all. */
export async function getAccount(db: Db, businessId: string, accountId: string): Promise<AccountRow> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), eq(accounts.id, accountId)));
  if (!account) throw ApiError.notFound("Account");
  return account;
}
