import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { TtlCache } from "../cache/ttl-cache";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { ApiError, type ErrorDetails } from "../http/api-error";
import type { AccountIdentifierInput } from "../schemas/account";
import { uuidSchema } from "../schemas/common";
import type { AccountRow } from "./account-serializer";
import type { SystemAccountRole } from "./system-account-roles";

/** An account named by the caller (decisions.md §4) or by the job the ledger needs it for. */
export type AccountReference = AccountIdentifierInput | SystemAccountRole;

export interface AccountRequest {
  reference: AccountReference;
  /** Where the reference came from in the request (`lines.0.account_identifier`), for the error details. */
  fieldPath: string;
}

// A chart changes rarely (POST /accounts/, and DELETE on the documented chart path, which archives), and every
// document create resolves accounts, so each instance keeps a business's chart for ten seconds and resolves from it
// without a round trip. Only a copy that serves every reference is used: an unknown or archived one reads the
// accounts again, so a new account is usable at once and every refusal comes from the database. An account
// archived behind the copy's back (by hand, in SQL) is still refused for postings at commit by the database
// (migration 0007); for at most the ten seconds a new unapproved document could still name it.
const recentCharts = new TtlCache<AccountRow[]>(10_000);

/** Drops this instance's copy of the chart, after an archive: the next resolve reads the accounts again. */
export function forgetRecentChart(businessId: string): void {
  recentCharts.delete(businessId);
}

/**
 * Resolves references to accounts of the business, from the recent chart or in one query. Unknown or archived
 * accounts are 400 validation_error, every failing field reported at once, since new postings may not use either.
 */
export async function resolveAccounts(
  db: Db,
  businessId: string,
  requests: readonly AccountRequest[],
): Promise<AccountRow[]> {
  const chart = await recentCharts.get(businessId, () => readChart(db, businessId));
  const fromChart = requests.map(({ reference }) => chart.find((row) => matchesReference(row, reference)));
  if (fromChart.every((account) => account && !account.isArchived)) return fromChart as AccountRow[];
  recentCharts.delete(businessId);
  return resolveFromDatabase(db, businessId, requests);
}

// The whole chart is a few dozen rows, read through the primary key's business_id prefix. Async, so the cache holds
// a settled promise: a drizzle query is a thenable that runs again (on its maybe closed transaction) per `then`.
async function readChart(db: Db, businessId: string): Promise<AccountRow[]> {
  return await db.select().from(accounts).where(eq(accounts.businessId, businessId));
}

async function resolveFromDatabase(
  db: Db,
  businessId: string,
  requests: readonly AccountRequest[],
): Promise<AccountRow[]> {
  const ids: string[] = [];
  const codes: string[] = [];
  const roles: string[] = [];
  for (const { reference } of requests) {
    if (typeof reference === "string") roles.push(reference);
    else if (reference.type === "AccountCode") codes.push(reference.code);
    else if (uuidSchema.safeParse(reference.id).success) ids.push(reference.id.toLowerCase());
  }
  const matches: SQL[] = [];
  if (ids.length) matches.push(inArray(accounts.id, ids));
  if (codes.length) matches.push(inArray(accounts.code, codes));
  if (roles.length) matches.push(inArray(accounts.systemRole, roles));
  const rows = matches.length
    ? await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.businessId, businessId), or(...matches)))
    : [];

  const details: ErrorDetails = {};
  const resolved = requests.map(({ reference, fieldPath }) => {
    const account = rows.find((row) => matchesReference(row, reference));
    const problem = !account
      ? missingMessage(reference)
      : account.isArchived
        ? `Account ${account.code} is archived.`
        : undefined;
    if (problem) (details[fieldPath] ??= []).push(problem);
    return account;
  });
  if (Object.keys(details).length > 0) throw ApiError.validation(details, "Unknown or unusable account.");
  return resolved as AccountRow[];
}

export async function resolveAccount(
  db: Db,
  businessId: string,
  reference: AccountReference,
  fieldPath: string,
): Promise<AccountRow> {
  const [account] = await resolveAccounts(db, businessId, [{ reference, fieldPath }]);
  return account!;
}

function matchesReference(row: AccountRow, reference: AccountReference): boolean {
  if (typeof reference === "string") return row.systemRole === reference;
  if (reference.type === "AccountCode") return row.code === reference.code;
  return row.id === reference.id.toLowerCase();
}

function missingMessage(reference: AccountReference): string {
  if (typeof reference === "string") return `The business has no account with the role ${reference}.`;
  if (reference.type === "AccountCode") return `No account with code ${reference.code}.`;
  return `No account with id ${reference.id}.`;
}
