import type { accounts } from "../db/schema";
import type { AccountResponse } from "../schemas/account";
import type { AccountClassification, CashFlowTag } from "../schemas/account-classification";

export type AccountRow = typeof accounts.$inferSelect;

export function serializeAccount(row: AccountRow): AccountResponse {
  return {
    type: "Account",
    id: row.id,
    business_id: row.businessId,
    code: row.code,
    name: row.name,
    classification: row.classification as AccountClassification,
    subtype: row.subtype,
    cash_flow_tag: row.cashFlowTag as CashFlowTag | null,
    system_role: row.systemRole,
    is_archived: row.isArchived,
    created_at: row.createdAt.toISOString(),
  };
}
