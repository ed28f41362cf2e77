"use client";
import { useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { stackedCell } from "@/components/ui/stacked-cell";
import type { BillResponse } from "@/lib/schemas/bill";
import { AMOUNT_COLUMNS, billColumns, billTableFeatures } from "./bill-columns";
import type { BillRowRequest } from "./bill-row-actions";

/**
 * One page of bills: stacked rows on a phone (`stacked-rows`), from sm up a table that scrolls inside its box. The box
 * is `relative` so the actions column's visually hidden header is placed inside it, not at the page's far right.
 */
export function BillsTable({ bills, onAction }: { bills: BillResponse[]; onAction: BillRowRequest }) {
  const { businessId, messages } = useEmbed();
  const actionsHeader = messages.billChanges.colActions;
  const columns = useMemo(
    () => billColumns(messages.bills, actionsHeader, businessId, onAction),
    [messages.bills, actionsHeader, businessId, onAction],
  );
  const table = useTable({ features: billTableFeatures, columns, data: bills, getRowId: (bill) => bill.id });
  const alignOf = (id: string) => (AMOUNT_COLUMNS.has(id) ? "text-right" : "text-left");
  return (
    <div
      className="relative overflow-x-auto rounded-embed border border-embed-border"
      tabIndex={0}
      role="region"
      aria-label={messages.bills.title}
    >
      <table className="stacked-rows w-full text-sm sm:min-w-[44rem]">
        <thead className="bg-embed-nav text-embed-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-2 font-medium ${alignOf(header.column.id)}`}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-bill-id={row.id} className="border-t border-embed-border-2">
              {row.getAllCells().map((cell, index) => (
                <td
                  key={cell.id}
                  {...stackedCell(cell.column.columnDef.header, index === 0)}
                  className={`px-3 py-2 align-top ${alignOf(cell.column.id)}`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
