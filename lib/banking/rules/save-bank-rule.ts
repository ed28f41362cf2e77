import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts, bankRules, bankTransactions } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { containsPattern } from "../../db/like-pattern";
import { ApiError } from "../../http/api-error";
import type { CreateBankRuleInput, UpdateBankRuleInput } from "../../schemas/bank-rule";
import { categoryAccounts } from "../categorization/categorization-accounts";
import { categorizeByRule } from "./apply-rules";
import { findBankRule, type BankRuleRow } from "./bank-rule-row";

/** At most this many existing transactions are categorized when a rule is created with apply_to_existing. */
export const APPLY_TO_EXISTING_LIMIT = 5000;

const duplicate = () =>
  ApiError.conflict("A rule with this text and direction already exists.", {
    counterparty_contains: ["Already used by another rule with the same direction."],
  });

async function checkAccount(tx: Db, businessId: string, accountId: string) {
  // No bank account's own cash account is excluded here: a rule may move money to another bank's cash account.
  await categoryAccounts(tx, businessId, [{ accountId, fieldPath: "account_id" }], "");
}

/**
 * `POST /bank-rules/`: a rule, and with `apply_to_existing` the uncategorized, unlocked transactions of active
 * accounts it matches (never a categorized, split, matched or excluded one) categorized by it now.
 */
export async function createBankRule(
  db: Db,
  businessId: string,
  input: CreateBankRuleInput,
  now = new Date(),
) {
  try {
    return await db.transaction(async (tx) => {
      await checkAccount(tx, businessId, input.account_id);
      const [rule] = await tx
        .insert(bankRules)
        .values({
          businessId,
          counterpartyContains: input.counterparty_contains,
          direction: input.direction ?? null,
          accountId: input.account_id.toLowerCase(),
          taxRate: input.tax_rate ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const appliedCount = input.apply_to_existing ? await applyToExisting(tx, rule!, now) : undefined;
      return { rule: rule!, appliedCount };
    });
  } catch (error) {
    if (isUniqueViolation(error, "bank_rules_business_pattern_key")) throw duplicate();
    throw error;
  }
}

async function applyToExisting(tx: Db, rule: BankRuleRow, now: Date): Promise<number> {
  const t = bankTransactions;
  const rows = await tx
    .select({ transaction: t, account: bankAccounts })
    .from(t)
    .innerJoin(
      bankAccounts,
      and(eq(bankAccounts.businessId, t.businessId), eq(bankAccounts.id, t.bankAccountId)),
    )
    .where(
      and(
        eq(t.businessId, rule.businessId),
        eq(t.status, "uncategorized"),
        isNull(t.parentId),
        isNull(t.statementReconciliationId),
        eq(bankAccounts.isActive, true),
        sql`${bankAccounts.ledgerAccountId} <> ${rule.accountId}`,
        rule.direction ? eq(t.direction, rule.direction) : undefined,
        sql`coalesce(${t.counterpartyName}, ${t.description}, '') ilike ${containsPattern(rule.counterpartyContains)}`,
      ),
    )
    .orderBy(t.id)
    .limit(APPLY_TO_EXISTING_LIMIT)
    .for("update", { of: t });
  for (const { transaction, account } of rows) await categorizeByRule(tx, account, transaction, rule, now);
  return rows.length;
}

/** `PUT /bank-rules/{id}/`: changes the fields sent; what the rule categorized before stays as it is. */
export async function updateBankRule(
  db: Db,
  businessId: string,
  ruleId: string,
  input: UpdateBankRuleInput,
  now = new Date(),
) {
  const rule = await findBankRule(db, businessId, ruleId);
  try {
    return await db.transaction(async (tx) => {
      if (input.account_id) await checkAccount(tx, businessId, input.account_id);
      const [updated] = await tx
        .update(bankRules)
        .set({
          counterpartyContains: input.counterparty_contains ?? rule.counterpartyContains,
          accountId: input.account_id?.toLowerCase() ?? rule.accountId,
          direction: input.direction === undefined ? rule.direction : input.direction,
          taxRate: input.tax_rate === undefined ? rule.taxRate : input.tax_rate,
          isActive: input.is_active ?? rule.isActive,
          updatedAt: now,
        })
        .where(and(eq(bankRules.businessId, businessId), eq(bankRules.id, rule.id)))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "bank_rules_business_pattern_key")) throw duplicate();
    throw error;
  }
}

/** `DELETE /bank-rules/{id}/`: the rule goes; transactions it categorized keep their categorization. */
export async function deleteBankRule(db: Db, businessId: string, ruleId: string) {
  const rule = await findBankRule(db, businessId, ruleId);
  await db.delete(bankRules).where(and(eq(bankRules.businessId, businessId), eq(bankRules.id, rule.id)));
  return rule;
}
