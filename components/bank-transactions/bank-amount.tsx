"use client";
import { useMessages } from "@/components/embed/embed-context";
import { Money } from "@/components/ui/money";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";

/** The amount with its sign and, in words, its direction (money in or out), so colour never carries it alone. */
export function BankAmount({ transaction }: { transaction: BankTransactionResponse }) {
  const text = useMessages().bankTransactions;
  const isIn = transaction.direction === "credit";
  return (
    <span className="inline-flex flex-col items-start sm:items-end">
      <Money amount={transaction.signed_amount} currency={transaction.currency} />
      <span className="text-xs text-embed-muted">{isIn ? text.moneyIn : text.moneyOut}</span>
    </span>
  );
}
