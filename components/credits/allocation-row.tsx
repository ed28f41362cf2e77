"use client";
import { useLocale, useMessages } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import { StatusPill } from "@/components/ui/status-pill";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import type { AmountProblem } from "./allocation-check";
import type { AllocationTarget } from "./credit-allocation-model";
import { statusName, statusTone } from "./status-names";

/**
 * One open document in the allocation table. Editors get an amount input whose error names the limit; viewers see
 * what this credit applies to it now.
 */
export function AllocationRow({
  target,
  currency,
  appliedCents,
  input,
}: {
  target: AllocationTarget;
  currency: string;
  appliedCents: number;
  input?: { value: string; problem?: AmountProblem; onChange: (value: string) => void; disabled: boolean };
}) {
  const messages = useMessages();
  const locale = useLocale();
  const label = target.number ?? messages.credits.noNumber;
  const m = messages.credits;
  const errorId = `allocation-error-${target.id}`;
  const problem = input?.problem;
  const error = !problem
    ? undefined
    : problem.kind === "notAmount"
      ? messages.credits.errorNotAmount
      : fill(messages.credits.errorOverOutstanding, {
          amount: formatMoney(problem.roomCents, currency, locale),
        });
  return (
    <tr className="border-t border-embed-border align-top">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {label}
      </th>
      <td data-label={m.due} className="py-2 pr-3">
        <DateText value={target.dueAt} />
      </td>
      <td data-label={m.status} className="py-2 pr-3">
        <StatusPill
          label={statusName(messages, target.statusKey)}
          tone={statusTone(target.statusKey.split("_").slice(1).join("_"))}
        />
      </td>
      <td data-label={m.total} className="py-2 pr-3 text-right">
        <Money amount={target.totalCents} currency={currency} />
      </td>
      <td data-label={m.outstanding} className="py-2 pr-3 text-right">
        <Money amount={target.outstandingCents} currency={currency} />
      </td>
      <td data-label={input ? m.amountToApply : m.appliedByThisCredit} className="py-2 text-right">
        {input ? (
          <div className="ml-auto flex w-36 flex-col gap-1">
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="input text-right"
              aria-label={fill(messages.credits.amountToApplyTo, { document: label })}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              value={input.value}
              disabled={input.disabled}
              onChange={(event) => input.onChange(event.target.value)}
            />
            {error ? (
              <p id={errorId} className="text-left text-xs text-embed-danger">
                {error}
              </p>
            ) : null}
          </div>
        ) : (
          <Money amount={appliedCents} currency={currency} />
        )}
      </td>
    </tr>
  );
}
