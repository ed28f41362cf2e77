"use client";
import { createColumnHelper, tableFeatures } from "@tanstack/react-table";
import Link from "next/link";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import type { Messages } from "@/lib/i18n/catalog";
import type { BillResponse } from "@/lib/schemas/bill";
import { BillRowActions, type BillRowRequest } from "./bill-row-actions";
import { BillStatus } from "./bill-status";

/** No client-side sorting or filtering: the API pages and orders the bills. */
export const billTableFeatures = tableFeatures({});
const column = createColumnHelper<typeof billTableFeatures, BillResponse>();

export const AMOUNT_COLUMNS = new Set(["total", "outstanding"]);

/**
 * The bills list's columns; the bill number links to the bill, the last column holds the row's menu of actions.
 */
export function billColumns(
  messages: Messages["bills"],
  actionsHeader: string,
  businessId: string,
  onAction: BillRowRequest,
) {
  return column.columns([
    column.display({
      id: "bill_number",
      header: messages.billNumber,
      cell: ({ row }) => (
        <Link
          href={`/embed/${businessId}/bills/${row.original.id}/`}
          className="font-medium text-embed-text underline decoration-embed-border underline-offset-4 hover:decoration-embed-active"
        >
          {row.original.bill_number ?? row.original.vendor_bill_number ?? messages.noNumber}
        </Link>
      ),
    }),
    column.accessor((bill) => bill.vendor.display_name, { id: "vendor", header: messages.vendor }),
    column.display({
      id: "bill_date",
      header: messages.billDate,
      cell: ({ row }) => <DateText value={row.original.issue_date} />,
    }),
    column.display({
      id: "due_date",
      header: messages.dueDate,
      cell: ({ row }) => <DateText value={row.original.due_at} />,
    }),
    column.display({
      id: "status",
      header: messages.status,
      cell: ({ row }) => <BillStatus bill={row.original} />,
    }),
    column.display({
      id: "total",
      header: messages.total,
      cell: ({ row }) => <Money amount={row.original.total_amount} currency={row.original.currency} />,
    }),
    column.display({
      id: "outstanding",
      header: messages.outstanding,
      cell: ({ row }) => <Money amount={row.original.outstanding_balance} currency={row.original.currency} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">{actionsHeader}</span>,
      cell: ({ row }) => <BillRowActions bill={row.original} onAction={onAction} />,
    }),
  ]);
}
