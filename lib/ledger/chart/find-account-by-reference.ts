import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { uuidSchema } from "../../schemas/common";
import type { AccountRow } from "../account-serializer";

/**
 * The account a documented path or `parent_id` names: its UUID, else its code, else its external_id (in that order
 * of precedence when one text could be several). Archived accounts are found too. 404 when none matches.
 */
export async function findAccountByReference(
  db: Db,
  businessId: string,
  reference: string,
  what = "Account",
): Promise<AccountRow> {
  const matches = [eq(accounts.code, reference), eq(accounts.externalId, reference)];
  const isUuid = uuidSchema.safeParse(reference).success;
  if (isUuid) matches.unshift(eq(accounts.id, reference.toLowerCase()));
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), or(...matches)));
  const found =
    (isUuid ? rows.find((row) => row.id === reference.toLowerCase()) : undefined) ??
    rows.find((row) => row.code === reference) ??
    rows.find((row) => row.externalId === reference);
  if (!found) throw ApiError.notFound(what);
  return found;
}
