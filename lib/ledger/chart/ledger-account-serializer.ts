import {
  ACCOUNT_SUBTYPE_DEFINITIONS,
  ACCOUNT_TYPE_LABELS,
  type AccountSubtype,
  NORMAL_BALANCE,
} from "../../schemas/account-type";
import type { LedgerAccount, LedgerAccountDetail, LedgerAccountNode } from "../../schemas/ledger-account";
import type { AccountTotals } from "./chart-balances";
import type { ChartNode } from "./chart-tree";

/** What a serialized account needs beyond its node: the currency, and whether a period balance was asked for. */
export interface SerializeContext {
  currency: string;
  hasPeriod: boolean;
}

/** `€1,234.56`: cents in the currency's minor units, with its symbol. */
export function formatCents(cents: number, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}

export function serializeLedgerAccount(node: ChartNode, context: SerializeContext): LedgerAccount {
  const { account } = node;
  const subtype = account.accountSubtype as AccountSubtype;
  const definition = ACCOUNT_SUBTYPE_DEFINITIONS[subtype];
  const normal = NORMAL_BALANCE[definition.accountType];
  const onNormalSide = (net: number) => (normal === "debit" ? net : -net);
  const balance = onNormalSide(node.subtreeNetCents);
  const period = context.hasPeriod ? onNormalSide(node.subtreePeriodNetCents) : null;
  return {
    id: account.id,
    code: account.code,
    name: account.name,
    external_id: account.externalId,
    currency: context.currency,
    account_type: definition.accountType,
    account_type_display: ACCOUNT_TYPE_LABELS[definition.accountType],
    account_subtype: subtype,
    account_subtype_display: definition.label,
    normal_balance: normal,
    parent_account_code: node.parent?.code ?? null,
    current_balance: balance,
    current_balance_formatted: formatCents(balance, context.currency),
    debit_balance: Math.max(node.subtreeNetCents, 0),
    credit_balance: Math.max(-node.subtreeNetCents, 0),
    period_balance: period,
    period_balance_formatted: period === null ? null : formatCents(period, context.currency),
    has_children: node.children.length > 0,
    hierarchy_level: node.level,
    is_active: !account.isArchived,
  };
}

export function serializeLedgerAccountNode(node: ChartNode, context: SerializeContext): LedgerAccountNode {
  return {
    ...serializeLedgerAccount(node, context),
    sub_accounts: node.children.map((child) => serializeLedgerAccountNode(child, context)),
  };
}

export interface LastEntry {
  entryDate: string;
  sequenceNumber: string;
}

export function serializeLedgerAccountDetail(
  node: ChartNode,
  context: SerializeContext,
  own: AccountTotals | undefined,
  lastEntry: LastEntry | undefined,
): LedgerAccountDetail {
  const { account } = node;
  return {
    ...serializeLedgerAccountNode(node, context),
    description: account.description,
    institution_name: account.institutionName,
    iban: account.iban,
    sort_code: account.sortCode,
    account_number_mask: account.accountNumberMask,
    is_cash_account: account.cashFlowTag === "cash_equivalent",
    custom_fields: account.customFields ?? {},
    total_debits: own?.debitCents ?? 0,
    total_credits: own?.creditCents ?? 0,
    last_entry_date: lastEntry?.entryDate ?? null,
    last_entry_reference: lastEntry?.sequenceNumber ?? null,
    created_at: account.createdAt.toISOString(),
  };
}
