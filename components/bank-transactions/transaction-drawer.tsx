"use client";
import dynamic from "next/dynamic";
import { type ReactNode, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { ChoiceToggle } from "@/components/reports/choice-toggle";
import { DateText } from "@/components/ui/date-text";
import { SideDrawer } from "@/components/ui/side-drawer";
import { LoadingSkeleton } from "@/components/ui/states";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";
import { transactionName } from "./bank-refusal";
import {
  initialLineAction,
  isUndoAction,
  type LineAction,
  lineActionLabel,
  lineActions,
} from "./line-actions";

// The forms (zod, react-hook-form, the account picker) load when a line is opened, not with the inbox: the page's
// first load stays under the 200 kB budget (bench embed-pages).
const FormLoading = () => <LoadingSkeleton rows={3} />;
const CategorizeForm = dynamic(() => import("./categorize-form").then((module) => module.CategorizeForm), {
  loading: FormLoading,
});
const SplitForm = dynamic(() => import("./split-form").then((module) => module.SplitForm), {
  loading: FormLoading,
});
const MatchForm = dynamic(() => import("./match-form").then((module) => module.MatchForm), {
  loading: FormLoading,
});
const UndoActionForm = dynamic(() => import("./undo-action-form").then((module) => module.UndoActionForm), {
  loading: FormLoading,
});

/**
 * One line's facts and what an editor can do with it given its status: categorize, split or match an open line
 * (or exclude it), and take back a categorization, a match or an exclusion.
 */
export function TransactionDrawer({
  transaction,
  onClose,
}: {
  transaction: BankTransactionResponse | undefined;
  onClose: (message: string) => void;
}) {
  const { messages, locale } = useEmbed();
  const text = messages.bankTransactions;
  const title = transaction
    ? fill(text.drawerTitle, {
        name: transactionName(transaction),
        amount: formatMoney(transaction.signed_amount, transaction.currency, locale),
      })
    : "";
  return (
    <SideDrawer isOpen={Boolean(transaction)} onClose={() => onClose("")} title={title}>
      {transaction ? <DrawerBody key={transaction.id} transaction={transaction} onDone={onClose} /> : null}
    </SideDrawer>
  );
}

function DrawerBody({
  transaction,
  onDone,
}: {
  transaction: BankTransactionResponse;
  onDone: (message: string) => void;
}) {
  const { messages } = useEmbed();
  const accountName = useAccountName();
  const text = messages.bankTransactions;
  const actions = lineActions(transaction);
  const [action, setAction] = useState<LineAction>(() => initialLineAction(transaction));
  const isReplacing =
    transaction.status !== "uncategorized" && (action === "categorize" || action === "split");
  const facts: [string, ReactNode][] = [
    [text.colDate, <DateText key="date" value={transaction.date} />],
    [text.colDescription, transaction.description ?? "—"],
    [text.reference, transaction.reference ?? "—"],
    [text.bankAccount, transaction.bank_account_name],
    [text.colStatus, text[`status_${transaction.status}`]],
  ];
  // What an uncategorize would take back.
  if (transaction.account_code)
    facts.push([
      text.account,
      `${transaction.account_code} ${accountName({ code: transaction.account_code, name: transaction.account_name ?? "" })}`.trim(),
    ]);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-embed-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {transaction.is_locked ? (
        <p className="text-sm text-embed-muted">{text.locked}</p>
      ) : (
        <>
          {actions.length > 1 ? (
            <ChoiceToggle
              legend={text.actionLabel}
              value={action}
              options={actions.map((each) => ({
                value: each,
                label: lineActionLabel(each, transaction, messages),
              }))}
              onChange={setAction}
            />
          ) : null}
          {isReplacing ? (
            <p className="text-sm text-embed-muted">{messages.bankTransactionUndo.replaceHint}</p>
          ) : null}
          {action === "categorize" ? <CategorizeForm transaction={transaction} onDone={onDone} /> : null}
          {action === "split" ? <SplitForm transaction={transaction} onDone={onDone} /> : null}
          {action === "match" ? <MatchForm transaction={transaction} onDone={onDone} /> : null}
          {isUndoAction(action) ? (
            <UndoActionForm transaction={transaction} onDone={onDone} action={action} />
          ) : null}
        </>
      )}
    </div>
  );
}
