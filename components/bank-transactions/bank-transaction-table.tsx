"use client";
import { useCanWrite, useMessages } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { type ListColumn, ListTable } from "@/components/ui/list-table";
import { StatusPill } from "@/components/ui/status-pill";
import { fill } from "@/lib/i18n/define-messages";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";
import { BankAmount } from "./bank-amount";
import { transactionName } from "./bank-refusal";
import { SuggestionCell } from "./suggestion-cell";

const TONE = {
  uncategorized: "warning",
  categorized: "success",
  split: "success",
  matched: "success",
} as const;

/**
 * One page of bank lines. Editors get a checkbox per line (bulk categorize), the best suggestion's Accept and a
 * Review button that opens the line's panel; viewers and support staff read the same table without them.
 */
export function BankTransactionTable({
  transactions,
  selected,
  onSelect,
  onReview,
  onDone,
}: {
  transactions: BankTransactionResponse[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, isSelected: boolean) => void;
  onReview: (transaction: BankTransactionResponse) => void;
  onDone: (message: string) => void;
}) {
  const text = useMessages().bankTransactions;
  const canWrite = useCanWrite();
  type Column = ListColumn<BankTransactionResponse>;
  const editorOnly = (column: Column): Column[] => (canWrite ? [column] : []);
  const columns: Column[] = [
    ...editorOnly({
      key: "select",
      header: text.colSelect,
      cell: (row) => (
        <input
          type="checkbox"
          className="h-4 w-4 accent-embed-active"
          aria-label={fill(text.selectRow, { name: transactionName(row) })}
          checked={selected.has(row.id)}
          disabled={row.is_locked}
          onChange={(event) => onSelect(row.id, event.target.checked)}
        />
      ),
    }),
    { key: "date", header: text.colDate, cell: (row) => <DateText value={row.date} /> },
    {
      key: "description",
      header: text.colDescription,
      isRowHeader: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span>{transactionName(row)}</span>
          <span className="text-xs font-normal text-embed-muted">
            {[row.description !== transactionName(row) ? row.description : null, row.bank_account_name]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </span>
      ),
    },
    {
      key: "amount",
      header: text.colAmount,
      isNumeric: true,
      cell: (row) => <BankAmount transaction={row} />,
    },
    {
      key: "status",
      header: text.colStatus,
      cell: (row) => (
        <StatusPill
          label={text[`status_${row.status}`]}
          tone={row.status === "excluded" ? "neutral" : TONE[row.status]}
        />
      ),
    },
    {
      key: "suggestion",
      header: text.colSuggestion,
      cell: (row) => <SuggestionCell transaction={row} onDone={onDone} />,
    },
    ...editorOnly({
      key: "actions",
      header: text.colActions,
      cell: (row) => (
        <button
          type="button"
          className="btn-secondary"
          aria-label={fill(text.reviewLabel, { name: transactionName(row) })}
          onClick={() => onReview(row)}
        >
          {text.review}
        </button>
      ),
    }),
  ];
  return <ListTable caption={text.title} columns={columns} rows={transactions} rowKey={(row) => row.id} />;
}
