"use client";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import type { AccountResponse } from "@/lib/schemas/account";
import type { AgingBuckets } from "@/lib/schemas/ap-aging";
import { AGING_BUCKET_KEYS } from "@/lib/schemas/aging-buckets";
import { bucketLabels } from "./aging-buckets";
import type { AgingLabels } from "./aging-labels";
import type { PartyAging } from "./party-aging";
import { ReportFigure } from "./report-figure";

const cell = "px-3 py-1.5 text-right whitespace-nowrap";

export interface AgingTableProps {
  aging: PartyAging;
  labels: AgingLabels;
  /** Accounts payable or receivable: the total equals its balance, so it links to its ledger. */
  ledgerAccount: AccountResponse | null | undefined;
  /** The id of the element that shows the selected party's open documents. */
  detailsId: string;
  selectedPartyId: string;
  onSelectParty: (partyId: string) => void;
}

/**
 * Parties (vendors or customers) by age of what is outstanding. A party's name is a button (and the row is
 * clickable) that shows its open documents in the element `detailsId`; the total links to the ledger of
 * `ledgerAccount` up to the date.
 */
export function AgingTable({
  aging,
  labels,
  ledgerAccount,
  detailsId,
  selectedPartyId,
  onSelectParty,
}: AgingTableProps) {
  const { locale, messages } = useEmbed();
  const accountName = useAccountName();
  const m = messages.reports;
  const bucketNames = bucketLabels(m);
  const figures = (buckets: AgingBuckets) =>
    AGING_BUCKET_KEYS.map((key) => (
      <td key={key} data-label={bucketNames[key]} className={cell}>
        <ReportFigure cents={buckets[key]} currency={aging.currency} />
      </td>
    ));
  return (
    <div className="overflow-x-auto rounded-embed border border-embed-border">
      <table data-report-table className="stacked-rows w-full border-collapse text-sm sm:min-w-[40rem]">
        <caption className="px-3 py-2 text-left font-semibold">
          {fill(labels.caption, { date: formatDate(aging.asOfDate, locale) })}
        </caption>
        <thead>
          <tr className="border-b border-embed-border text-embed-muted">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {labels.party}
            </th>
            {AGING_BUCKET_KEYS.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                {bucketNames[key]}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {m.totalOutstanding}
            </th>
          </tr>
        </thead>
        <tbody>
          {aging.parties.map((party) => {
            const isSelected = party.id === selectedPartyId;
            return (
              <tr
                key={party.id}
                onClick={() => onSelectParty(party.id)}
                className={`cursor-pointer border-t border-embed-border-2 ${isSelected ? "bg-embed-nav" : ""}`}
              >
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  <button
                    type="button"
                    aria-label={labels.showParty(party.name)}
                    aria-expanded={isSelected}
                    aria-controls={isSelected ? detailsId : undefined}
                    className="text-left text-embed-active underline decoration-dotted underline-offset-4"
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelectParty(party.id);
                    }}
                  >
                    {party.name}
                  </button>
                </th>
                {figures(party.buckets)}
                <td data-label={m.totalOutstanding} className={`${cell} font-semibold`}>
                  <ReportFigure cents={party.totalCents} currency={aging.currency} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-embed-border font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              {aging.isByParty ? m.total : labels.allParties}
            </th>
            {figures(aging.totalBuckets)}
            <td data-label={m.totalOutstanding} className={cell}>
              <ReportFigure
                cents={aging.totalCents}
                currency={aging.currency}
                account={ledgerAccount ? { id: ledgerAccount.id, name: accountName(ledgerAccount) } : null}
                range={{ end: aging.asOfDate }}
              />
            </td>
          </tr>
        </tfoot>
      </table>
      {aging.isByParty && aging.parties.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-embed-muted">{labels.noParties}</p>
      ) : null}
    </div>
  );
}
