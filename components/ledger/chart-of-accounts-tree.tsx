"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { ReportQueryState } from "@/components/reports/report-layout";
import { chartHierarchyQuery } from "@/lib/api-client/chart-of-accounts";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import type { LedgerAccountNode } from "@/lib/schemas/ledger-account";

/**
 * The chart of accounts as a tree (sub-accounts nested under their parent), each account with its balance on its
 * normal side and a link to its entries. Plain nested lists with tree semantics: no client tree library.
 */
export function ChartOfAccountsTree() {
  const { businessId, messages } = useEmbed();
  const m = messages.menu;
  const hierarchy = useQuery(chartHierarchyQuery(businessId));
  return (
    <section aria-labelledby="chart-title" className="space-y-4">
      <h1 id="chart-title" className="text-2xl font-semibold">
        {m.chartTitle}
      </h1>
      <p className="text-sm text-embed-muted">{m.chartCaption}</p>
      <ReportQueryState query={hierarchy}>
        {(data) => (
          <div className="card">
            <p className="mb-2 text-sm text-embed-muted">
              {fill(m.totalAccounts, { count: data.total_accounts })}
            </p>
            <ul role="tree" aria-labelledby="chart-title" className="space-y-1">
              {data.hierarchy.map((node) => (
                <AccountNode key={node.id} node={node} />
              ))}
            </ul>
          </div>
        )}
      </ReportQueryState>
    </section>
  );
}

function AccountNode({ node }: { node: LedgerAccountNode }) {
  const { businessId, locale } = useEmbed();
  const accountName = useAccountName();
  const hasChildren = node.sub_accounts.length > 0;
  return (
    <li
      role="treeitem"
      aria-level={node.hierarchy_level + 1}
      aria-expanded={hasChildren ? true : undefined}
      aria-selected={false}
      data-account-code={node.code}
    >
      <div className="flex items-baseline justify-between gap-4 rounded-embed px-2 py-1 hover:bg-embed-nav">
        <Link
          href={`/embed/${businessId}/ledger/?account_id=${node.id}`}
          className="text-embed-text hover:underline"
        >
          <span className="tabular-nums text-embed-muted">{node.code}</span> {accountName(node)}
          <span className="ml-2 text-xs text-embed-muted">{node.account_subtype_display}</span>
        </Link>
        <span className="tabular-nums" data-balance>
          {formatMoney(node.current_balance, node.currency, locale)}
        </span>
      </div>
      {hasChildren ? (
        <ul role="group" className="ml-6 space-y-1 border-l border-embed-border pl-2">
          {node.sub_accounts.map((child) => (
            <AccountNode key={child.id} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
