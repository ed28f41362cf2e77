import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankRules } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export type BankRuleRow = typeof bankRules.$inferSelect;

export async function findBankRule(db: Db, businessId: string, ruleId: string): Promise<BankRuleRow> {
  const [row] = await db
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.businessId, businessId), eq(bankRules.id, ruleId.toLowerCase())));
  if (!row) throw ApiError.notFound("Bank rule");
  return row;
}

/** Whether a rule applies to a line: its direction, and its pattern inside the counterparty (else the description). */
export function ruleMatches(
  rule: Pick<BankRuleRow, "counterpartyContains" | "direction" | "isActive">,
  line: { direction: string; counterpartyName: string | null; description: string | null },
): boolean {
  if (!rule.isActive || (rule.direction && rule.direction !== line.direction)) return false;
  const text = (line.counterpartyName ?? line.description ?? "").toLowerCase();
  return text.includes(rule.counterpartyContains.toLowerCase());
}

/** The rule that wins for a line: the longest pattern (the most specific), then the oldest rule. */
export function bestRuleFor<
  R extends Pick<BankRuleRow, "counterpartyContains" | "direction" | "isActive" | "createdAt" | "id">,
>(
  rules: readonly R[],
  line: { direction: string; counterpartyName: string | null; description: string | null },
): R | undefined {
  return rules
    .filter((rule) => ruleMatches(rule, line))
    .sort(
      (a, b) =>
        b.counterpartyContains.length - a.counterpartyContains.length ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.id.localeCompare(b.id),
    )[0];
}
