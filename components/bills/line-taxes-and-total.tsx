"use client";
import { Money } from "@/components/ui/money";
import { fill } from "@/lib/i18n/define-messages";
import { LineTaxFields } from "./line-tax-fields";

/**
 * The end of a bill or invoice line: its taxes (both forms keep them at `line_items.N.sales_taxes`), their error,
 * the line's live total (a dash while it cannot be computed) and the button that removes the line.
 */
export function LineTaxesAndTotal({
  index,
  taxesError,
  lineTotal,
  currency,
  labels,
  onRemove,
}: {
  index: number;
  taxesError?: string;
  lineTotal: number | null;
  currency: string;
  labels: { lineTotal: string; removeLine: string };
  onRemove?: () => void;
}) {
  return (
    <>
      <LineTaxFields lineIndex={index} />
      {taxesError ? <p className="text-sm text-embed-danger">{taxesError}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-embed-border-2 pt-2">
        <p className="text-sm">
          <span className="text-embed-muted">{labels.lineTotal}: </span>
          {lineTotal === null ? (
            "—"
          ) : (
            <Money amount={lineTotal} currency={currency} className="font-medium" />
          )}
        </p>
        {onRemove ? (
          <button type="button" className="btn-secondary" onClick={onRemove}>
            {fill(labels.removeLine, { number: index + 1 })}
          </button>
        ) : null}
      </div>
    </>
  );
}
