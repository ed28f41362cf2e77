"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useCallback, useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { billsListQuery } from "@/lib/api-client/bills";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import { type BillDialog, BillActionDialogs } from "./bill-action-dialogs";
import { BillFilters } from "./bill-filters";
import { BillSortSelect } from "./bill-sort-select";
import type { BillRowRequest } from "./bill-row-actions";
import { BillsPagination } from "./bills-pagination";
import { BillsTable } from "./bills-table";
import { useApproveBill } from "./use-approve-bill";
import { useBillListParams } from "./use-bill-list-params";

const PAGE_SIZE = 20;

/**
 * The business's bills, newest first unless another order is chosen, filtered, ordered and paged from the URL;
 * approve, pay or void from a row's menu.
 */
export function BillsList() {
  const { businessId, messages } = useEmbed();
  const canWrite = useCanWrite();
  const list = useBillListParams();
  const bills = useQuery(billsListQuery(businessId, { ...list.params, pageSize: PAGE_SIZE }));
  const [announcement, setAnnouncement] = useState("");
  const approval = useApproveBill(setAnnouncement);
  const [open, setOpen] = useState<{
    bill: BillResponse;
    dialog: BillDialog;
    returnFocusTo: HTMLElement | null;
  }>();

  const { approve } = approval;
  const onAction = useCallback<BillRowRequest>(
    (bill, action, returnFocusTo) => {
      setAnnouncement("");
      if (action === "approve") approve(bill);
      else setOpen({ bill, dialog: action, returnFocusTo });
    },
    [approve],
  );
  // The item that opened the dialog lived in a popover that is gone by now: focus goes back to the row's button.
  const closeDialog = (message: string) => {
    const target = open?.returnFocusTo;
    setOpen(undefined);
    if (message) setAnnouncement(message);
    setTimeout(() => target?.focus(), 0);
  };

  let content;
  if (bills.isPending) content = <LoadingSkeleton rows={6} />;
  else if (bills.isError) content = <ErrorState onRetry={() => bills.refetch()} />;
  else if (bills.data.count === 0)
    content = list.activeFilterCount ? (
      <EmptyState title={messages.billFilters.emptyFiltered}>
        <button type="button" className="btn-secondary mt-3" onClick={list.clearFilters}>
          {messages.billFilters.clear}
        </button>
      </EmptyState>
    ) : (
      <EmptyState title={messages.bills.emptyTitle}>{messages.bills.emptyBody}</EmptyState>
    );
  else
    content = (
      <>
        <div aria-busy={bills.isPlaceholderData}>
          <BillsTable bills={bills.data.results} onAction={onAction} />
        </div>
        <BillsPagination
          page={list.params.page}
          totalPages={bills.data.page_info.total_pages}
          isUpdating={bills.isPlaceholderData}
          onPage={list.setPage}
        />
      </>
    );

  return (
    <section aria-labelledby="bills-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="bills-title" className="text-2xl font-semibold">
          {messages.bills.title}
        </h1>
        {canWrite ? (
          <Link href={`/embed/${businessId}/bills/new/`} className="btn-primary">
            {messages.nav.newBill}
          </Link>
        ) : null}
      </div>
      <BillFilters
        values={list.params}
        activeFilterCount={list.activeFilterCount}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-embed-muted">
          {bills.data ? fill(messages.billFilters.matching, { count: bills.data.count }) : null}
        </p>
        <BillSortSelect value={list.params.sort} onChange={list.setSort} />
      </div>
      {content}
      {approval.refusal ? (
        <p role="alert" className="text-sm text-embed-danger">
          {approval.refusal}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <BillActionDialogs bill={open?.bill ?? null} dialog={open?.dialog ?? null} onClose={closeDialog} />
    </section>
  );
}
