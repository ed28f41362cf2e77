"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useCallback, useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { businessQuery } from "@/lib/api-client/business";
import { invoiceListQuery } from "@/lib/api-client/invoices";
import { fill } from "@/lib/i18n/define-messages";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import { InvoiceFilters } from "./invoice-filters";
import { InvoiceSortSelect } from "./invoice-sort-select";
import { InvoiceTable } from "./invoice-table";
import type { VoidRequest } from "./row-actions";
import { useInvoiceListParams } from "./use-invoice-list-params";
import { useSendFromRow } from "./use-send-from-row";
import { VoidInvoiceDialog } from "./void-invoice-dialog";

/** The invoice list (endpoint 5): filters, sort and page from the URL; send or void from a row. */
export function InvoiceList() {
  const { businessId, messages } = useEmbed();
  const text = messages.invoices;
  const canWrite = useCanWrite();
  const params = useInvoiceListParams();
  const business = useQuery(businessQuery(businessId));
  const list = useQuery(invoiceListQuery(businessId, params.query));
  const [voiding, setVoiding] = useState<{ invoice: InvoiceResponse; returnFocusTo: HTMLElement | null }>();
  const [announcement, setAnnouncement] = useState("");
  const sendFromRow = useSendFromRow(setAnnouncement);

  const requestVoid = useCallback<VoidRequest>((invoice, returnFocusTo) => {
    setAnnouncement("");
    setVoiding({ invoice, returnFocusTo });
  }, []);
  // The Void item lived in a popover that is gone by now: focus goes back to the row's actions button.
  const closeVoid = () => {
    const target = voiding?.returnFocusTo;
    setVoiding(undefined);
    setTimeout(() => target?.focus(), 0);
  };

  const clearFilters = (
    <button type="button" className="btn-secondary mt-3" onClick={params.clearFilters}>
      {text.clearFilters}
    </button>
  );
  let content;
  if (list.isPending) content = <LoadingSkeleton rows={8} />;
  else if (list.isError) content = <ErrorState onRetry={() => list.refetch()} />;
  else if (list.data.count === 0)
    content = (
      <EmptyState title={params.activeFilterCount ? text.emptyFiltered : text.emptyNone}>
        {params.activeFilterCount ? clearFilters : null}
      </EmptyState>
    );
  else
    content = (
      <InvoiceTable
        page={list.data}
        query={params.query}
        isUpdating={list.isPlaceholderData}
        onVoid={requestVoid}
        onSend={sendFromRow.requestSend}
        onSort={params.setSort}
        onPage={params.setPage}
        onPageSize={params.setPageSize}
      />
    );

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{text.title}</h1>
        {canWrite ? (
          <Link href={`/embed/${businessId}/invoices/new/`} className="btn-primary">
            {messages.invoiceForm.newInvoice}
          </Link>
        ) : null}
      </div>
      {business.data ? (
        <InvoiceFilters
          query={params.query}
          currency={business.data.base_currency}
          activeFilterCount={params.activeFilterCount}
          onApply={params.setFilters}
          onClear={params.clearFilters}
        />
      ) : null}
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <p role="status" className="text-sm text-embed-muted">
          {list.data ? fill(text.matching, { count: list.data.count }) : null}
        </p>
        <InvoiceSortSelect value={params.query.sort} onChange={params.setSort} />
      </div>
      {content}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {sendFromRow.refusal ? (
        <p role="alert" className="mt-3 text-sm text-embed-danger">
          {sendFromRow.refusal}
        </p>
      ) : null}
      <VoidInvoiceDialog
        invoice={voiding?.invoice ?? null}
        onClose={closeVoid}
        onVoided={(voided) =>
          setAnnouncement(fill(messages.invoiceVoid.voided, { number: voided.invoice_number }))
        }
      />
    </section>
  );
}
