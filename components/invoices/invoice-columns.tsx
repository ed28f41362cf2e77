"use client";
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";
import Link from "next/link";
import { useMemo } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import { InvoiceStatusBadge } from "./invoice-status";
import { RowActions, type SendRequest, type VoidRequest } from "./row-actions";

/** Sorting and paging are state only: the server sorts and pages (manualSorting, manualPagination). */
export const invoiceTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof invoiceTableFeatures, InvoiceResponse>();

/** Columns whose figures line up on the right. */
export const NUMERIC_COLUMNS = new Set(["total_amount", "outstanding_balance"]);

/** Only `imported_at` is a column the API sorts by (endpoint 5 `sort`); `updated_at` has no column of its own. */
export function useInvoiceColumns(onVoid: VoidRequest, onSend: SendRequest) {
  const { businessId, messages } = useEmbed();
  const text = messages.invoices;
  return useMemo(
    () =>
      helper.columns([
        helper.accessor("invoice_number", {
          header: text.colNumber,
          cell: (info) => (
            <Link
              href={`/embed/${businessId}/invoices/${info.row.original.id}/`}
              className="font-medium text-embed-text underline underline-offset-2"
            >
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor((row) => row.customer.display_name, { id: "customer", header: text.colCustomer }),
        helper.accessor("sent_at", {
          header: text.colSent,
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        helper.accessor("due_at", {
          header: text.colDue,
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        helper.accessor("status", {
          header: text.colStatus,
          cell: (info) => <InvoiceStatusBadge invoice={info.row.original} />,
        }),
        helper.accessor("total_amount", {
          header: text.colTotal,
          cell: (info) => <Money amount={info.getValue()} currency={info.row.original.currency} />,
        }),
        helper.accessor("outstanding_balance", {
          header: text.colOutstanding,
          cell: (info) => <Money amount={info.getValue()} currency={info.row.original.currency} />,
        }),
        helper.accessor("imported_at", {
          header: text.colCreated,
          enableSorting: true,
          sortDescFirst: true,
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        helper.display({
          id: "actions",
          header: () => <span className="sr-only">{text.colActions}</span>,
          cell: (info) => <RowActions invoice={info.row.original} onVoid={onVoid} onSend={onSend} />,
        }),
      ]),
    [businessId, text, onVoid, onSend],
  );
}
