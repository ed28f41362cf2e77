"use client";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import type { Messages } from "@/lib/i18n/catalog";
import type { GeneralLedger } from "@/lib/schemas/ledger-report";
import type { JournalSource } from "@/lib/schemas/journal-source";

export const sourceLabel = (messages: Messages["ledger"], source: JournalSource) =>
  messages[`source_${source}`];

const amount = "px-3 py-1.5 text-right whitespace-nowrap";

/**
 * The account's lines between its opening balance (first page) and closing balance (last page). The source
 * document opens the whole journal entry, so the other side of the line can be seen.
 */
export function LedgerLinesTable({
  ledger,
  caption,
  onOpenEntry,
}: {
  ledger: GeneralLedger;
  caption: string;
  onOpenEntry: (entry: { id: string; date: string; currency: string }) => void;
}) {
  const { messages } = useEmbed();
  const m = messages.ledger;
  const { current_page: page, total_pages: pages } = ledger.page_info;
  const money = (cents: number) => <Money amount={cents} currency={ledger.currency} />;
  const balanceRow = (label: string, cents: number) => (
    <tr className="border-t border-embed-border font-semibold">
      <th scope="row" colSpan={5} className="px-3 py-2 text-left">
        {label}
      </th>
      <td data-label={m.balance} className={amount}>
        {money(cents)}
      </td>
    </tr>
  );
  return (
    <div className="overflow-x-auto rounded-embed border border-embed-border">
      <table data-report-table className="stacked-rows w-full border-collapse text-sm sm:min-w-[44rem]">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-embed-border text-left text-embed-muted">
            <th scope="col" className="px-3 py-2 font-medium">
              {m.date}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {m.memo}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {m.source}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {m.debit}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {m.credit}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {m.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          {page === 1 ? balanceRow(m.openingBalance, ledger.opening_balance_cents) : null}
          {ledger.results.map((line) => (
            <tr key={line.line_id} className="border-t border-embed-border-2">
              <td data-row-header className="px-3 py-1.5 whitespace-nowrap">
                <DateText value={line.entry_date} />
              </td>
              <td data-label={m.memo} className="px-3 py-1.5">
                {line.memo ?? ""}
                {line.description && line.description !== line.memo ? (
                  <span className="block text-embed-muted">{line.description}</span>
                ) : null}
              </td>
              <td data-label={m.source} className="px-3 py-1.5">
                <button
                  type="button"
                  className="text-left text-embed-active underline decoration-dotted underline-offset-4"
                  onClick={() =>
                    onOpenEntry({ id: line.entry_id, date: line.entry_date, currency: ledger.currency })
                  }
                >
                  {sourceLabel(m, line.source)}
                </button>
              </td>
              <td data-label={m.debit} className={amount}>
                {line.debit_cents ? money(line.debit_cents) : ""}
              </td>
              <td data-label={m.credit} className={amount}>
                {line.credit_cents ? money(line.credit_cents) : ""}
              </td>
              <td data-label={m.balance} className={amount}>
                {money(line.running_balance_cents)}
              </td>
            </tr>
          ))}
          {ledger.results.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-3 text-embed-muted">
                {m.noLines}
              </td>
            </tr>
          ) : null}
          {page >= pages ? balanceRow(m.closingBalance, ledger.closing_balance_cents) : null}
        </tbody>
      </table>
    </div>
  );
}
