import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { ApiError } from "../http/api-error";
import { CLASSIFICATION_LABELS, type CreateAccountInput } from "../schemas/account";
import { DEFAULT_SUBTYPE } from "../schemas/account-type";
import type { AccountRow } from "./account-serializer";

/**
 * Adds a custom account to the business's chart. Custom accounts never take a system role: the ledger's own jobs
 * stay on the seeded accounts. A code already in use is 409 conflict.
 */
export async function createAccount(
  db: Db,
  businessId: string,
  input: CreateAccountInput,
): Promise<AccountRow> {
  const [created] = await db
    .insert(accounts)
    .values({
      businessId,
      code: input.code,
      name: input.name,
      classification: input.classification,
      subtype: input.subtype ?? CLASSIFICATION_LABELS[input.classification],
      accountSubtype: DEFAULT_SUBTYPE[input.classification],
      cashFlowTag: input.cash_flow_tag ?? null,
    })
    .onConflictDoNothing({ target: [accounts.businessId, accounts.code] })
    .returning();
  if (!created) {
    throw ApiError.conflict(`An account with code ${input.code} already exists.`, {
      code: ["Already in use by another account of this business."],
    });
  }
  return created;
}
