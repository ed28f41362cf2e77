"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { Dialog } from "@/components/ui/dialog";
import { Money } from "@/components/ui/money";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { journalEntryQuery } from "@/lib/api-client/general-ledger";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import { sourceLabel } from "./ledger-lines-table";

const amount = "px-2 py-1 text-right whitespace-nowrap";

/**
 * A whole journal entry (GET /journal-entries/{id}/): every account it touched, debits against credits, in the base
 * currency the ledger is kept in.
 */
export function JournalEntryDialog({
  entry,
  onClose,
}: {
  entry: { id: string; date: string; currency: string } | null;
  onClose: () => void;
}) {
  const { businessId, locale, messages } = useEmbed();
  const accountName = useAccountName();
  const m = messages.ledger;
  const detail = useQuery({ ...journalEntryQuery(businessId, entry?.id ?? ""), enabled: Boolean(entry) });
  const title = entry ? fill(m.entryTitle, { date: formatDate(entry.date, locale) }) : "";
  return (
    <Dialog isOpen={Boolean(entry)} onClose={onClose} title={title}>
      {detail.isPending ? <LoadingSkeleton rows={3} /> : null}
      {detail.isError ? <ErrorState message={detail.error.message} onRetry={() => detail.refetch()} /> : null}
      {detail.data ? (
        <div className="space-y-3 text-sm">
          <p className="text-embed-muted">
            {sourceLabel(m, detail.data.source)}
            {detail.data.memo ? ` · ${detail.data.memo}` : ""}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-embed-border text-left text-embed-muted">
                  <th scope="col" className="px-2 py-1 font-medium">
                    {messages.reports.account}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right font-medium">
                    {m.debit}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right font-medium">
                    {m.credit}
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.data.lines.map((line) => (
                  <tr key={line.id} className="border-t border-embed-border-2">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {line.account.code} {accountName(line.account)}
                    </th>
                    <td className={amount}>
                      {line.debit_cents ? (
                        <Money amount={line.debit_cents} currency={entry?.currency ?? ""} />
                      ) : (
                        ""
                      )}
                    </td>
                    <td className={amount}>
                      {line.credit_cents ? (
                        <Money amount={line.credit_cents} currency={entry?.currency ?? ""} />
                      ) : (
                        ""
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      <button type="button" className="btn-secondary mt-4" onClick={onClose}>
        {messages.common.close}
      </button>
    </Dialog>
  );
}
