import type { AccountRow } from "../account-serializer";
import type { AccountTotals } from "./chart-balances";

/** One account placed in its chart: depth, children and the balances of its subtree (extensions.md §4.1). */
export interface ChartNode {
  account: AccountRow;
  parent: AccountRow | undefined;
  level: number;
  /** Children that are not archived, in code order. */
  children: ChartNode[];
  /** Debits less credits of the account and every descendant, archived ones included (their postings stay). */
  subtreeNetCents: number;
  subtreePeriodNetCents: number;
}

export interface Chart {
  nodes: Map<string, ChartNode>;
  roots: ChartNode[];
}

const byCode = (a: ChartNode, b: ChartNode) =>
  a.account.code < b.account.code ? -1 : a.account.code > b.account.code ? 1 : 0;

/** Builds the chart's tree from its rows; a parent link is set at creation only, so the links have no cycles. */
export function buildChart(rows: readonly AccountRow[], totals: Map<string, AccountTotals>): Chart {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = new Map<string, ChartNode>();
  for (const account of rows) {
    nodes.set(account.id, {
      account,
      parent: account.parentId ? byId.get(account.parentId) : undefined,
      level: 0,
      children: [],
      subtreeNetCents: 0,
      subtreePeriodNetCents: 0,
    });
  }
  const roots: ChartNode[] = [];
  for (const node of nodes.values()) {
    const parentNode = node.parent ? nodes.get(node.parent.id) : undefined;
    if (!parentNode) roots.push(node);
    else if (!node.account.isArchived) parentNode.children.push(node);
  }
  const allChildren = new Map<string, ChartNode[]>();
  for (const node of nodes.values()) {
    if (node.parent) allChildren.set(node.parent.id, [...(allChildren.get(node.parent.id) ?? []), node]);
  }
  const settle = (node: ChartNode, level: number) => {
    node.level = level;
    const own = totals.get(node.account.id);
    node.subtreeNetCents = own ? own.debitCents - own.creditCents : 0;
    node.subtreePeriodNetCents = own?.periodNetCents ?? 0;
    for (const child of allChildren.get(node.account.id) ?? []) {
      settle(child, level + 1);
      node.subtreeNetCents += child.subtreeNetCents;
      node.subtreePeriodNetCents += child.subtreePeriodNetCents;
    }
    node.children.sort(byCode);
  };
  for (const root of roots) settle(root, 0);
  roots.sort(byCode);
  return { nodes, roots };
}
