import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";
import type { BankRuleResponse } from "../../schemas/bank-rule";
import type { BankDirection } from "../../schemas/bank-values";
import type { BankRuleRow } from "./bank-rule-row";

/** The one bank rule serializer, with its account's code and name (one query for a page). */
export async function serializeBankRules(
  db: Db,
  businessId: string,
  rows: readonly BankRuleRow[],
): Promise<BankRuleResponse[]> {
  const ids = [...new Set(rows.map((row) => row.accountId))];
  const accountRows = ids.length
    ? await db
        .select({ id: accounts.id, code: accounts.code, name: accounts.name })
        .from(accounts)
        .where(and(eq(accounts.businessId, businessId), inArray(accounts.id, ids)))
    : [];
  const byId = new Map(accountRows.map((row) => [row.id, row]));
  return rows.map((row) => ({
    type: "BankRule",
    id: row.id,
    business_id: row.businessId,
    counterparty_contains: row.counterpartyContains,
    direction: row.direction as BankDirection | null,
    account_id: row.accountId,
    account_code: byId.get(row.accountId)!.code,
    account_name: byId.get(row.accountId)!.name,
    tax_rate: row.taxRate === null ? null : String(Number(row.taxRate)),
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function serializeBankRule(db: Db, businessId: string, row: BankRuleRow) {
  const [serialized] = await serializeBankRules(db, businessId, [row]);
  return serialized!;
}
