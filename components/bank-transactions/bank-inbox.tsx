"use client";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { PageControls } from "@/components/ui/page-controls";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { bankAccountsQuery, bankTransactionListQuery } from "@/lib/api-client/bank-transactions";
import { businessQuery } from "@/lib/api-client/business";
import { fill } from "@/lib/i18n/define-messages";
import { minorDigits } from "@/lib/i18n/format";
import { BANK_INBOX_VIEWS, type BankInboxView, bankInboxApiQuery } from "@/lib/schemas/bank-inbox-params";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";
import { BankInboxFilters } from "./bank-inbox-filters";
import { BankTransactionTable } from "./bank-transaction-table";
import { BulkCategorizeBar } from "./bulk-categorize-bar";
import { ImportStatementDrawer } from "./import-statement-drawer";
import { TransactionDrawer } from "./transaction-drawer";
import { useBankInboxParams } from "./use-bank-inbox-params";

const PAGE_SIZE = 25;

/**
 * The bank transactions inbox (issue 13 item 7): lines still to account for by default, each with its best
 * suggestion; view, filters and page in the URL. Editors accept, categorize, split, match, exclude, take any of those
 * back, bulk categorize and import statements; viewers and support staff read.
 */
export function BankInbox() {
  const { businessId, messages } = useEmbed();
  const text = messages.bankTransactions;
  const canWrite = useCanWrite();
  const { params, activeFilterCount, setView, setFilters, clearFilters, setPage } = useBankInboxParams();
  const business = useQuery(businessQuery(businessId));
  const bankAccounts = useQuery(bankAccountsQuery(businessId));
  const currency = business.data?.base_currency ?? "SEK";
  const digits = minorDigits(currency);
  const list = useQuery({
    ...bankTransactionListQuery(businessId, bankInboxApiQuery(params, digits, PAGE_SIZE)),
    enabled: business.isSuccess,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [reviewing, setReviewing] = useState<BankTransactionResponse>();
  const [isImporting, setIsImporting] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = list.data?.results ?? [];
  const selectable = rows.filter((row) => !row.is_locked);
  const selectedRows = rows.filter((row) => selected.has(row.id));

  /** After a change the line may have left the view: the heading takes focus, the outcome is announced. */
  const settle = (message: string) => {
    setReviewing(undefined);
    if (!message) return;
    setAnnouncement(message);
    setTimeout(() => headingRef.current?.focus(), 0);
  };
  const select = (id: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });

  let content;
  if (list.isPending) content = <LoadingSkeleton rows={8} />;
  else if (list.isError) content = <ErrorState onRetry={() => list.refetch()} />;
  else if (list.data.count === 0)
    content = <EmptyState title={activeFilterCount ? text.emptyFiltered : text[`empty_${params.view}`]} />;
  else
    content = (
      <div aria-busy={list.isPlaceholderData}>
        <BankTransactionTable
          transactions={rows}
          selected={selected}
          onSelect={select}
          onReview={setReviewing}
          onDone={settle}
        />
        <PageControls
          page={params.page}
          totalPages={list.data.page_info.total_pages}
          onPage={setPage}
          label={text.pagination}
        />
      </div>
    );

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {text.title}
        </h1>
        {canWrite ? (
          <button type="button" className="btn-primary" onClick={() => setIsImporting(true)}>
            {text.importButton}
          </button>
        ) : null}
      </div>
      <Field label={text.viewLabel} className="max-w-xs">
        {(control) => (
          <select
            {...control}
            className="input"
            value={params.view}
            onChange={(event) => {
              setSelected(new Set());
              setView(event.target.value as BankInboxView);
            }}
          >
            {BANK_INBOX_VIEWS.map((view) => (
              <option key={view} value={view}>
                {text[`view_${view}`]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <BankInboxFilters
        params={params}
        bankAccounts={bankAccounts.data?.results ?? []}
        digits={digits}
        currency={currency}
        activeFilterCount={activeFilterCount}
        onApply={(filters) => {
          setSelected(new Set());
          setFilters(filters);
        }}
        onClear={clearFilters}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-embed-muted">
          {list.data ? fill(text.matching, { count: list.data.count }) : null}
        </p>
        {canWrite && selectable.length ? (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-embed-active"
              checked={selectable.every((row) => selected.has(row.id))}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(selectable.map((row) => row.id)) : new Set())
              }
            />
            {text.selectPage}
          </label>
        ) : null}
      </div>
      {canWrite && selectedRows.length ? (
        <BulkCategorizeBar
          selected={selectedRows}
          onSettled={(stillSelected, message) => {
            setSelected(new Set(stillSelected));
            setAnnouncement(message);
          }}
        />
      ) : null}
      {content}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {canWrite ? <TransactionDrawer transaction={reviewing} onClose={settle} /> : null}
      {canWrite ? (
        <ImportStatementDrawer
          isOpen={isImporting}
          bankAccounts={bankAccounts.data?.results ?? []}
          initialAccountId={params.bank_account}
          onClose={() => setIsImporting(false)}
        />
      ) : null}
    </section>
  );
}
