"use client";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { Money } from "@/components/ui/money";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import type { JournalEntryResponse } from "@/lib/schemas/journal-entry";

/** One entry's lines: the accounts it moved, in the business's base currency. */
export function JournalEntryLines({ entry, currency }: { entry: JournalEntryResponse; currency: string }) {
  const { messages, locale } = useEmbed();
  const accountName = useAccountName();
  const t = messages.console;
  return (
    <table className="stacked-rows mt-2 w-full text-left text-sm sm:min-w-[28rem]">
      <caption className="sr-only">
        {fill(t.entryLines, { date: formatDate(entry.entry_date, locale) })}
      </caption>
      <thead className="text-embed-muted">
        <tr>
          <th scope="col" className="py-1 pr-3">
            {t.account}
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            {t.debit}
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            {t.credit}
          </th>
        </tr>
      </thead>
      <tbody>
        {entry.lines.map((line) => (
          <tr key={line.id} className="border-t border-embed-border-2">
            <td data-row-header className="py-1 pr-3">
              {line.account.code} {accountName(line.account)}
              {line.description ? (
                <span className="block text-xs text-embed-muted">{line.description}</span>
              ) : null}
            </td>
            <td data-label={t.debit} className="py-1 pr-3 text-right">
              {line.debit_cents ? <Money amount={line.debit_cents} currency={currency} /> : ""}
            </td>
            <td data-label={t.credit} className="py-1 pr-3 text-right">
              {line.credit_cents ? <Money amount={line.credit_cents} currency={currency} /> : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
