import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { ApiError } from "../http/api-error";
import { CLASSIFICATION_LABELS, type CreateAccountInput } from "../schemas/account";
import { DEFAULT_SUBTYPE } from "../schemas/account-type";
import type { AccountRow } from "./account-serializer";

export type NewAccount = Omit<typeof accounts.$inferInsert, "businessId" | "id" | "createdAt" | "systemRole">;

/**
 * Adds a custom account to the business's chart: the one insert behind `/accounts/` and the documented
 * `/general-ledger/chart-of-accounts/`. Custom accounts never take a system role: the ledger's own jobs stay on the
 * seeded accounts. A code already in use is 409 conflict; so is an external_id, unless `onExternalId` returns the
 * account that holds it (the documented create's idempotency).
 */
export async function insertAccount(
  db: Db,
  businessId: string,
  values: NewAccount,
  onExternalId?: () => Promise<AccountRow | undefined>,
): Promise<AccountRow> {
  const [created] = await db
    .insert(accounts)
    .values({ ...values, businessId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const holder = values.externalId ? await onExternalId?.() : undefined;
  if (holder) return holder;
  if (values.externalId && !onExternalId) {
    // Either unique key may have refused the row; name both so the caller knows which to look at.
    throw ApiError.conflict(
      `An account with code ${values.code} or external_id ${values.externalId} exists.`,
      {
        code: ["Must be unique within the business."],
        external_id: ["Must be unique within the business."],
      },
    );
  }
  throw ApiError.conflict(`An account with code ${values.code} already exists.`, {
    code: ["Already in use by another account of this business."],
  });
}

/** POST /accounts/: the first shape, with a classification and a group label. */
export async function createAccount(
  db: Db,
  businessId: string,
  input: CreateAccountInput,
): Promise<AccountRow> {
  return insertAccount(db, businessId, {
    code: input.code,
    name: input.name,
    classification: input.classification,
    subtype: input.subtype ?? CLASSIFICATION_LABELS[input.classification],
    accountSubtype: DEFAULT_SUBTYPE[input.classification],
    cashFlowTag: input.cash_flow_tag ?? null,
  });
}
