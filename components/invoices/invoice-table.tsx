"use client";
import { type PaginationState, type SortingState, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { stackedCell } from "@/components/ui/stacked-cell";
import type { InvoicePage } from "@/lib/api-client/invoices";
import { INVOICE_SORTS, type InvoiceSort } from "@/lib/schemas/invoice-list-options";
import type { ListInvoicesQuery } from "@/lib/schemas/invoice-list-query";
import { invoiceTableFeatures, NUMERIC_COLUMNS, useInvoiceColumns } from "./invoice-columns";
import { InvoicePagination } from "./invoice-pagination";
import type { SendRequest, VoidRequest } from "./row-actions";

const resolve = <T,>(updater: T | ((old: T) => T), old: T): T =>
  typeof updater === "function" ? (updater as (old: T) => T)(old) : updater;

/**
 * One server page of invoices. The table's sorting and pagination state is the URL's (`sort`, `page`, `page_size`):
 * a header click or page change writes the URL, which fetches the next page.
 */
export function InvoiceTable({
  page,
  query,
  isUpdating,
  onVoid,
  onSend,
  onSort,
  onPage,
  onPageSize,
}: {
  page: InvoicePage;
  query: ListInvoicesQuery;
  isUpdating: boolean;
  onVoid: VoidRequest;
  onSend: SendRequest;
  onSort: (sort: InvoiceSort) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const messages = useMessages();
  const columns = useInvoiceColumns(onVoid, onSend);
  const sorting = useMemo<SortingState>(
    () => [{ id: query.sort.replace(/^-/, ""), desc: query.sort.startsWith("-") }],
    [query.sort],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: query.page - 1, pageSize: query.page_size }),
    [query.page, query.page_size],
  );
  const table = useTable({
    features: invoiceTableFeatures,
    columns,
    data: page.results,
    getRowId: (row) => row.id,
    rowCount: page.count,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      const sort = first ? `${first.desc ? "-" : ""}${first.id}` : "-imported_at";
      if ((INVOICE_SORTS as readonly string[]).includes(sort)) onSort(sort as InvoiceSort);
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      if (next.pageSize !== pagination.pageSize) onPageSize(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) onPage(next.pageIndex + 1);
    },
  });

  return (
    <>
      {/* Below sm the rows stack as cards (`stacked-rows`); from sm up the table may be wider than the frame, so the
          box is focusable for keyboard scrolling and relative so the header's sr-only text stays inside it. */}
      <div
        role="region"
        aria-label={messages.invoices.tableLabel}
        tabIndex={0}
        className="relative overflow-x-auto rounded-embed border border-embed-border focus-visible:outline-2 focus-visible:outline-embed-active"
      >
        <table
          aria-busy={isUpdating}
          className={`stacked-rows w-full text-sm sm:min-w-[60rem] ${isUpdating ? "opacity-60" : ""}`}
        >
          <thead className="bg-embed-nav text-left text-embed-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  const alignment = NUMERIC_COLUMNS.has(header.column.id) ? "text-right" : "";
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        header.column.getCanSort()
                          ? direction === "asc"
                            ? "ascending"
                            : direction === "desc"
                              ? "descending"
                              : "none"
                          : undefined
                      }
                      className={`whitespace-nowrap px-3 py-2 font-medium ${alignment}`}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 font-medium hover:text-embed-text focus-visible:outline-2 focus-visible:outline-embed-active"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">
                            {direction === "asc" ? "↑" : direction === "desc" ? "↓" : "↕"}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-invoice-id={row.id} className="border-t border-embed-border">
                {row.getAllCells().map((cell, index) => (
                  <td
                    key={cell.id}
                    {...stackedCell(
                      // The actions header is visually hidden text; on a phone the cell names itself.
                      cell.column.id === "actions"
                        ? messages.invoices.colActions
                        : cell.column.columnDef.header,
                      index === 0,
                    )}
                    className={`whitespace-nowrap px-3 py-2 ${NUMERIC_COLUMNS.has(cell.column.id) ? "text-right" : ""}`}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InvoicePagination
        page={pagination.pageIndex + 1}
        pageCount={table.getPageCount()}
        pageSize={pagination.pageSize}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </>
  );
}
