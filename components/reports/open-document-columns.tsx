import type { ReactNode } from "react";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import type { Messages } from "@/lib/i18n/catalog";

/** A column of an open-documents table: its heading (also each cell's label on a narrow screen) and its cell. */
export interface DocumentColumn<T> {
  header: string;
  /** Right-aligned, as amounts are. */
  isNumeric?: boolean;
  cell: (document: T) => ReactNode;
}

/** What bills and invoices share: when they fall due and what is left to pay. */
interface OpenDocument {
  due_at: string | null;
  is_overdue: boolean;
  total_amount: number;
  outstanding_balance: number;
  currency: string;
}

/** The due date (marked when overdue), the total and the outstanding amount: the last columns of either table. */
export const dueAndAmountColumns = (m: Messages["reports"]): DocumentColumn<OpenDocument>[] => [
  {
    header: m.dueDate,
    cell: (document) => (
      <>
        <DateText value={document.due_at} />
        {document.is_overdue ? (
          <span className="ml-2 rounded-embed border border-embed-warning px-1.5 text-xs text-embed-warning">
            {m.overdue}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: m.total,
    isNumeric: true,
    cell: (document) => <Money amount={document.total_amount} currency={document.currency} />,
  },
  {
    header: m.outstanding,
    isNumeric: true,
    cell: (document) => <Money amount={document.outstanding_balance} currency={document.currency} />,
  },
];
