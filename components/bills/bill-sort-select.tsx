"use client";
import { useMessages } from "@/components/embed/embed-context";
import { SortSelect } from "@/components/ui/sort-select";
import type { Messages } from "@/lib/i18n/catalog";
import type { BillSort } from "@/lib/schemas/bill-statuses";

/** Every order GET /bills/ offers (the record has one entry per sort), in the order the select lists them. */
const SORT_MESSAGES: Record<BillSort, keyof Messages["bills"]> = {
  "-created_at": "sortNewest",
  created_at: "sortOldest",
  due_at: "sortDueFirst",
  "-due_at": "sortDueLast",
  "-issue_date": "sortBillDateNewest",
  issue_date: "sortBillDateOldest",
};

/** The bill list's order; newest entered first by default. */
export function BillSortSelect({ value, onChange }: { value: BillSort; onChange: (sort: BillSort) => void }) {
  const messages = useMessages();
  return (
    <SortSelect
      label={messages.bills.sortLabel}
      value={value}
      options={(Object.keys(SORT_MESSAGES) as BillSort[]).map((sort) => ({
        value: sort,
        label: messages.bills[SORT_MESSAGES[sort]],
      }))}
      onChange={onChange}
    />
  );
}
