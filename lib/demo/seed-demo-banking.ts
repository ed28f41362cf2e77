import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { createBankAccount } from "../banking/accounts/create-bank-account";
import type { BankAccountRow } from "../banking/accounts/bank-account-row";
import { applyCategorization } from "../banking/categorization/apply-categorization";
import { matchTransaction } from "../banking/matching/match-transaction";
import { importBankTransactions } from "../banking/transactions/import-bank-transactions";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { accounts, bankAccounts, bankTransactions } from "../db/schema";
import { resolveAccount } from "../ledger/resolve-account";
import { MAX_IMPORT_LINES } from "../schemas/bank-transaction-import";
import type { MatchItemInput } from "../schemas/bank-matching";
import { todayInZone } from "../time/business-date";
import { loadDemoMovements } from "./demo-bank-movements";
import { type DemoBankAccountKey, type DemoBankLine, demoBankStatement } from "./demo-bank-statement";

const EXTERNAL_IDS: Record<DemoBankAccountKey, string> = {
  operating: "demo-operating",
  savings: "demo-savings",
};

/**
 * Issue 13 item 8: two bank accounts with a year of lines (lib/demo/demo-bank-statement.ts), imported through the
 * banking domain: older lines categorized to the default chart or matched to the bill payments, invoice and refund
 * payments and payouts the books already hold (and quarterly transfers to savings, both sides), the last weeks left
 * in the inbox. The current account is mapped to the business's bank account, which those payments were posted to.
 * Idempotent: a business that has the accounts is left alone.
 */
export async function seedDemoBanking(db: Db, business: BusinessRow, seed = 13) {
  const [existing] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.businessId, business.id), eq(bankAccounts.externalId, EXTERNAL_IDS.operating)),
    );
  if (existing) return;
  const statement = demoBankStatement({
    today: todayInZone(business.timezone),
    currency: business.baseCurrency,
    movements: await loadDemoMovements(db, business),
    seed,
  });
  const bankLedger = await resolveAccount(db, business.id, "bank", "bank");
  const banks = {} as Record<DemoBankAccountKey, BankAccountRow>;
  for (const key of ["operating", "savings"] as const) {
    const info = statement.accounts[key];
    const { account } = await createBankAccount(db, business, {
      display_name: info.display_name,
      mask: info.account_number.slice(-4),
      external_id: EXTERNAL_IDS[key],
      provider: "manual",
      opening_balance_cents: info.opening_balance_cents,
      opening_balance_date: info.opening_balance_date,
      ...(key === "operating" ? { mapped_account_id: bankLedger.id } : {}),
    });
    banks[key] = account;
  }
  const ids = new Map<string, string>();
  for (const key of ["operating", "savings"] as const) {
    const lines = statement.lines.filter((line) => line.account === key);
    for (let start = 0; start < lines.length; start += MAX_IMPORT_LINES) {
      const batch = lines
        .slice(start, start + MAX_IMPORT_LINES)
        .map(({ account: _, outcome: __, ...line }) => line);
      const result = await importBankTransactions(db, business, banks[key].id, batch, "api");
      for (const item of result.results) if (item.id) ids.set(item.external_id, item.id);
    }
  }
  await settleDemoLines(db, business, banks, statement.lines, ids);
}

/** Categorizes and matches what the statement says, in one transaction per kind of work, oldest line first. */
async function settleDemoLines(
  db: Db,
  business: BusinessRow,
  banks: Record<DemoBankAccountKey, BankAccountRow>,
  lines: readonly DemoBankLine[],
  ids: Map<string, string>,
) {
  const codes = [
    ...new Set(
      lines.flatMap((line) => (line.outcome.action === "categorize" ? [line.outcome.accountCode] : [])),
    ),
  ];
  const chart = codes.length
    ? await db
        .select({ id: accounts.id, code: accounts.code })
        .from(accounts)
        .where(and(eq(accounts.businessId, business.id), inArray(accounts.code, codes)))
    : [];
  const accountIds = new Map(chart.map((row) => [row.code, row.id]));
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const line of lines) {
      const id = ids.get(line.external_id);
      const outcome = line.outcome;
      if (!id || outcome.action === "leave") continue;
      if (outcome.action === "categorize") {
        const accountId = accountIds.get(outcome.accountCode);
        if (!accountId) continue;
        const [row] = await tx
          .select()
          .from(bankTransactions)
          .where(and(eq(bankTransactions.businessId, business.id), eq(bankTransactions.id, id)));
        if (row?.status !== "uncategorized") continue; // a rule may have got there first
        await applyCategorization(
          tx,
          banks[line.account],
          row,
          {
            parts: [
              { accountId, amountCents: row.amountCents, taxRate: null, taxCents: 0, description: null },
            ],
            categorizedBy: "manual",
          },
          now,
        );
        continue;
      }
      const match: MatchItemInput =
        outcome.action === "match"
          ? { target_type: outcome.movement.kind, target_id: outcome.movement.id }
          : { target_type: "bank_transaction", target_id: ids.get(outcome.otherExternalId) ?? id };
      await matchTransaction(tx, business, id, { matches: [match] }, now);
    }
  });
}
