"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { ReportQueryState } from "@/components/reports/report-layout";
import { useUrlParams } from "@/components/reports/use-url-params";
import { generalLedgerQuery } from "@/lib/api-client/general-ledger";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import { ChartOfAccountsTree } from "./chart-of-accounts-tree";
import { JournalEntryDialog } from "./journal-entry-dialog";
import { LedgerLinesTable } from "./ledger-lines-table";
import { PageControls } from "@/components/ui/page-controls";

/**
 * The entries behind a report figure: one account's journal lines over the report's range, with the running
 * balance from the opening balance to the closing one (which is the figure).
 */
export function GeneralLedgerView() {
  const { businessId, locale, messages } = useEmbed();
  const accountName = useAccountName();
  const m = messages.ledger;
  const [params, setParams] = useUrlParams({ account_id: "", start: "", end: "", page: "1" });
  const [openEntry, setOpenEntry] = useState<{ id: string; date: string; currency: string } | null>(null);
  const query = {
    account_id: params.account_id,
    start_date: params.start || undefined,
    end_date: params.end || undefined,
    page: Math.max(1, Number(params.page) || 1),
  };
  const ledger = useQuery({ ...generalLedgerQuery(businessId, query), enabled: Boolean(query.account_id) });
  // Without an account, the ledger page is the chart of accounts: pick an account to see its entries.
  if (!query.account_id) return <ChartOfAccountsTree />;
  const back = (
    <Link href={`/embed/${businessId}/reports/`} className="text-sm text-embed-muted hover:text-embed-text">
      ← {messages.reports.allReports}
    </Link>
  );
  return (
    <section aria-labelledby="ledger-title" className="space-y-4">
      {back}
      <ReportQueryState query={ledger}>
        {(data) => {
          const account = `${data.account.code} ${accountName(data.account)}`;
          const caption = fill(data.start_date ? m.ledgerCaptionRange : m.ledgerCaptionUpTo, {
            account,
            start: formatDate(data.start_date, locale),
            end: formatDate(data.end_date, locale),
          });
          return (
            <div className="space-y-4">
              <h1 id="ledger-title" className="text-2xl font-semibold">
                {fill(m.ledgerTitle, { account })}
              </h1>
              <LedgerLinesTable ledger={data} caption={caption} onOpenEntry={setOpenEntry} />
              {data.page_info.total_pages > 1 ? (
                <PageControls
                  page={data.page_info.current_page}
                  totalPages={data.page_info.total_pages}
                  onPage={(page) => setParams({ page: String(page) })}
                  label={fill(messages.common.pageOf, {
                    page: data.page_info.current_page,
                    pages: data.page_info.total_pages,
                  })}
                />
              ) : null}
            </div>
          );
        }}
      </ReportQueryState>
      <JournalEntryDialog entry={openEntry} onClose={() => setOpenEntry(null)} />
    </section>
  );
}
