import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { ACCOUNT_SUBTYPE_DEFINITIONS, type AccountSubtype, NORMAL_BALANCE } from "../../schemas/account-type";
import type { CreateChildAccountInput, CreateLedgerAccountInput } from "../../schemas/ledger-account";
import type { AccountRow } from "../account-serializer";
import { insertAccount, type NewAccount } from "../create-account";
import { findAccountByReference } from "./find-account-by-reference";

export interface CreatedAccount {
  account: AccountRow;
  /** False when the external_id named an account that already existed (returned as it is, 200). */
  isNew: boolean;
}

const byExternalId = (db: Db, businessId: string, externalId: string) => async () =>
  (
    await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.businessId, businessId), eq(accounts.externalId, externalId)))
  )[0];

function commonValues(input: CreateChildAccountInput) {
  return {
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    externalId: input.external_id ?? null,
    institutionName: input.institution_name ?? null,
    iban: input.iban ?? null,
    sortCode: input.sort_code ?? null,
    accountNumberMask: input.account_number_mask ?? null,
    customFields: input.custom_fields ?? null,
  };
}

function subtypeValues(accountSubtype: AccountSubtype) {
  const definition = ACCOUNT_SUBTYPE_DEFINITIONS[accountSubtype];
  return { accountSubtype, classification: definition.classification, subtype: definition.label };
}

async function create(db: Db, businessId: string, values: NewAccount): Promise<CreatedAccount> {
  if (values.externalId) {
    const existing = await byExternalId(db, businessId, values.externalId)();
    if (existing) return { account: existing, isNew: false };
  }
  let isNew = true;
  const account = await insertAccount(db, businessId, values, async () => {
    const holder = await byExternalId(db, businessId, values.externalId!)();
    if (holder) isNew = false;
    return holder;
  });
  return { account, isNew };
}

/**
 * POST /general-ledger/chart-of-accounts/: a documented account. Its subtype comes from `account_subtype`, else from
 * the parent; `account_type`, `balance_behavior` and `is_non_cash_expense` must agree with it (400 naming the field).
 * An external_id already in use returns that account as it is.
 */
export async function createLedgerAccount(
  db: Db,
  businessId: string,
  input: CreateLedgerAccountInput,
): Promise<CreatedAccount> {
  // The documented idempotency: a known external_id returns its account before the body is judged.
  const known = input.external_id ? await byExternalId(db, businessId, input.external_id)() : undefined;
  if (known) return { account: known, isNew: false };
  const parent = input.parent_id
    ? await findAccountByReference(db, businessId, input.parent_id, "Parent account").catch(() => {
        throw ApiError.validation({ parent_id: [`No account ${input.parent_id} in this business.`] });
      })
    : undefined;
  const accountSubtype = (input.account_subtype ?? parent?.accountSubtype) as AccountSubtype | undefined;
  if (!accountSubtype) {
    throw ApiError.validation({ account_subtype: ["Required unless parent_id names the parent account."] });
  }
  const { accountType } = ACCOUNT_SUBTYPE_DEFINITIONS[accountSubtype];
  if (input.account_type && input.account_type !== accountType) {
    throw ApiError.validation({ account_type: [`${accountSubtype} is a subtype of ${accountType}.`] });
  }
  const normal = NORMAL_BALANCE[accountType];
  if (input.balance_behavior && input.balance_behavior !== `${normal}_positive`) {
    throw ApiError.validation({
      balance_behavior: [
        `${/^[aeiou]/.test(accountType) ? "An" : "A"} ${accountType} account is ${normal}_positive (its normal balance is ${normal}).`,
      ],
    });
  }
  if (input.is_non_cash_expense && accountType !== "expense") {
    throw ApiError.validation({ is_non_cash_expense: ["Allowed on expense accounts only."] });
  }
  if (input.is_cash_account && input.is_non_cash_expense) {
    throw ApiError.validation({ is_non_cash_expense: ["A cash account is not a non-cash expense."] });
  }
  if (parent?.isArchived) throw ApiError.validation({ parent_id: [`Account ${parent.code} is archived.`] });
  return create(db, businessId, {
    ...commonValues(input),
    ...subtypeValues(accountSubtype),
    parentId: parent?.id ?? null,
    cashFlowTag: input.is_cash_account ? "cash_equivalent" : input.is_non_cash_expense ? "non_cash" : null,
  });
}

/** POST /chart-of-accounts/{account_id}/children/: a sub-account with its parent's subtype and cash flow tag. */
export async function createChildAccount(
  db: Db,
  businessId: string,
  parentReference: string,
  input: CreateChildAccountInput,
): Promise<CreatedAccount> {
  const parent = await findAccountByReference(db, businessId, parentReference, "Parent account");
  if (parent.isArchived) {
    throw ApiError.conflict(`Account ${parent.code} is archived: it takes no new sub-accounts.`);
  }
  return create(db, businessId, {
    ...commonValues(input),
    ...subtypeValues(parent.accountSubtype as AccountSubtype),
    subtype: parent.subtype,
    parentId: parent.id,
    cashFlowTag: parent.cashFlowTag,
  });
}
