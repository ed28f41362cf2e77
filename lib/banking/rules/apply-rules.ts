import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, bankRules, bankTransactions } from "../../db/schema";
import { includedTaxOf } from "../../money/decimal";
import type { BankAccountRow } from "../accounts/bank-account-row";
import { applyCategorization } from "../categorization/apply-categorization";
import type { BankTransactionRow } from "../transactions/bank-transaction-row";
import type { CreatedLine } from "../transactions/import-bank-transactions";
import { bestRuleFor, type BankRuleRow } from "./bank-rule-row";

/** Posts a transaction by a rule: one part, the rule's account and tax rate. */
export async function categorizeByRule(
  tx: Db,
  account: BankAccountRow,
  row: BankTransactionRow,
  rule: BankRuleRow,
  now: Date,
): Promise<BankTransactionRow> {
  const taxRate = rule.taxRate === null ? null : String(Number(rule.taxRate));
  return applyCategorization(
    tx,
    account,
    row,
    {
      parts: [
        {
          accountId: rule.accountId,
          amountCents: row.amountCents,
          taxRate,
          taxCents: taxRate ? includedTaxOf(row.amountCents, taxRate) : 0,
          description: null,
        },
      ],
      categorizedBy: "rule",
      ruleId: rule.id,
    },
    now,
  );
}

/**
 * The active rules of a business whose accounts can still be posted to (a rule whose account was archived since
 * waits, leaving its transactions uncategorized).
 */
export async function usableRules(tx: Db, businessId: string): Promise<BankRuleRow[]> {
  const rows = await tx
    .select({ rule: bankRules })
    .from(bankRules)
    .innerJoin(
      accounts,
      and(eq(accounts.businessId, bankRules.businessId), eq(accounts.id, bankRules.accountId)),
    )
    .where(
      and(eq(bankRules.businessId, businessId), eq(bankRules.isActive, true), eq(accounts.isArchived, false)),
    );
  return rows.map((row) => row.rule);
}

/**
 * Categorizes freshly imported lines by the business's rules (issue 13.5), in the import's transaction. Only new,
 * uncategorized lines are touched, so no one's choice is ever replaced. Returns transaction id → rule id.
 */
export async function applyRulesOnImport(
  tx: Db,
  account: BankAccountRow,
  created: readonly CreatedLine[],
  now = new Date(),
): Promise<Map<string, string>> {
  // A rule naming this bank account's own cash account cannot post its lines (a transfer rule of another account).
  const rules = (await usableRules(tx, account.businessId)).filter(
    (rule) => rule.accountId !== account.ledgerAccountId,
  );
  const applied = new Map<string, string>();
  if (rules.length === 0) return applied;
  const chosen = created
    .map((line) => ({ line, rule: bestRuleFor(rules, line) }))
    .filter((pick): pick is { line: CreatedLine; rule: BankRuleRow } => pick.rule !== undefined);
  if (chosen.length === 0) return applied;
  const rows = await tx
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.businessId, account.businessId),
        inArray(
          bankTransactions.id,
          chosen.map((pick) => pick.line.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { line, rule } of chosen) {
    await categorizeByRule(tx, account, byId.get(line.id)!, rule, now);
    applied.set(line.id, rule.id);
  }
  return applied;
}
