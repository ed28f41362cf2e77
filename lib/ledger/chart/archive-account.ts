import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import { accounts } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { AccountRow } from "../account-serializer";
import { forgetRecentChart } from "../resolve-account";
import { findAccountByReference } from "./find-account-by-reference";

type UseRow = Record<string, unknown> & { what: string; n: number | string };

/**
 * Documents not yet posted that will post to the account, and bank accounts that post to it: archiving would leave
 * them pointing at an account new postings may not use.
 */
async function openUses(db: Db, businessId: string, accountId: string): Promise<string[]> {
  const rows = await queryRows<UseRow>(
    db,
    sql`select 'draft invoice' as what, count(distinct l.invoice_id) as n
        from invoice_lines l join invoices i on i.business_id = l.business_id and i.id = l.invoice_id
        where l.business_id = ${businessId} and l.account_id = ${accountId} and i.status = 'DRAFT'
      union all
      select 'draft customer credit', count(distinct l.customer_credit_id)
        from customer_credit_lines l
        join customer_credits c on c.business_id = l.business_id and c.id = l.customer_credit_id
        where l.business_id = ${businessId} and l.account_id = ${accountId} and c.status = 'draft'
      union all
      select 'active bank account', count(*) from bank_accounts b
        where b.business_id = ${businessId} and b.ledger_account_id = ${accountId} and b.is_active`,
  );
  return rows.filter((row) => Number(row.n) > 0).map((row) => `${Number(row.n)} ${row.what}(s)`);
}

/**
 * Archives an account (DELETE on the documented path): it keeps its postings and stays in reports, and new postings
 * may not use it. Refused with 409 while the ledger needs it (a system role), while its balance is not zero, while an
 * active sub-account exists, or while an unposted document or an active bank account uses it. Archiving twice
 * answers the archived account.
 */
export async function archiveAccount(db: Db, businessId: string, reference: string): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const found = await findAccountByReference(tx, businessId, reference);
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.businessId, businessId), eq(accounts.id, found.id)))
      .for("update");
    if (account!.isArchived) return account!;
    const refuse = (why: string) => {
      throw ApiError.conflict(`Account ${account!.code} cannot be archived: ${why}`);
    };
    if (account!.systemRole) refuse(`the ledger posts ${account!.systemRole} to it.`);
    const [balance] = await queryRows<{ net: number | string }>(
      tx,
      sql`select coalesce(sum(debit_cents - credit_cents), 0)::bigint as net from ledger_balance_rollups
        where business_id = ${businessId} and account_id = ${account!.id} and period = 'year'`,
    );
    if (Number(balance!.net) !== 0) {
      refuse(`its balance is ${Number(balance!.net)} cents (debits less credits), not zero.`);
    }
    const children = await tx
      .select({ code: accounts.code })
      .from(accounts)
      .where(
        and(
          eq(accounts.businessId, businessId),
          eq(accounts.parentId, account!.id),
          eq(accounts.isArchived, false),
        ),
      );
    if (children.length > 0) {
      refuse(`it has active sub-accounts (${children.map((child) => child.code).join(", ")}).`);
    }
    const uses = await openUses(tx, businessId, account!.id);
    if (uses.length > 0) refuse(`it is used by ${uses.join(", ")}.`);
    const [archived] = await tx
      .update(accounts)
      .set({ isArchived: true })
      .where(and(eq(accounts.businessId, businessId), eq(accounts.id, account!.id)))
      .returning();
    forgetRecentChart(businessId);
    return archived!;
  });
}
