"use client";
import { useMessages } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import type { AllocatableCredit } from "./credit-allocation-model";
import type { CreditKindWords } from "./credit-kind";

/** The credit itself: who, when, its amounts (total, applied, remaining) and its lines. */
export function CreditSummary({ credit, words }: { credit: AllocatableCredit; words: CreditKindWords }) {
  const messages = useMessages();
  const m = messages.credits;
  const money = (cents: number) => <Money amount={cents} currency={credit.currency} />;
  const facts: [string, React.ReactNode, string][] = [
    [m[words.party], credit.partyName, "party"],
    [m[words.issued], <DateText key="date" value={credit.issuedAt} />, "issued"],
    [m.total, money(credit.totalCents), "total"],
    [m.applied, money(credit.appliedCents), "applied"],
    [m.remaining, money(credit.unappliedCents), "remaining"],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value, key]) => (
          <div key={key} className="contents" data-fact={key}>
            <dt className="text-embed-muted">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="credit-lines" tabIndex={0} className="card overflow-x-auto">
        <h2 id="credit-lines" className="mb-2 font-semibold">
          {m.linesTitle}
        </h2>
        <table className="stacked-rows w-full text-sm">
          <thead className="text-left text-embed-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {m.lineMemo}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {m.lineAmount}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {m.lineTaxes}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {m.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {credit.lines.map((line, index) => (
              <tr key={index} className="border-t border-embed-border">
                <td data-row-header className="py-1 pr-3">
                  {line.memo ?? "—"}
                </td>
                <td data-label={m.lineAmount} className="py-1 pr-3 text-right">
                  {money(line.amountCents)}
                </td>
                <td data-label={m.lineTaxes} className="py-1 pr-3 text-right">
                  {money(line.taxCents)}
                </td>
                <td data-label={m.total} className="py-1 text-right">
                  {money(line.amountCents + line.taxCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
