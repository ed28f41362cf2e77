"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import { allocationSet, checkAllocations } from "./allocation-check";
import { AllocationRefusal } from "./allocation-refusal";
import { AllocationRow } from "./allocation-row";
import type { AllocatableCredit, AllocationTarget } from "./credit-allocation-model";
import type { CreditKindAdapter } from "./credit-kind";

const initialInputs = (credit: AllocatableCredit, digits: number) =>
  Object.fromEntries([...credit.allocations].map(([id, cents]) => [id, toMajorUnitsText(cents, digits)]));

/**
 * The amounts a credit applies to its party's open documents, checked as they are typed against each document's
 * balance and the credit's. Kept as plain state rather than react-hook-form: every check depends on the whole set
 * (the sum, and each document's room given this credit's current share), so a per-field resolver adds nothing.
 * A refused save keeps what was typed and shows the API's reason; the balances are refetched so the live check
 * catches up with whatever changed meanwhile.
 */
export function AllocationEditor({
  adapter,
  credit,
  targets,
}: {
  adapter: CreditKindAdapter;
  credit: AllocatableCredit;
  targets: AllocationTarget[];
}) {
  const { businessId, messages, locale } = useEmbed();
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const digits = minorDigits(credit.currency);
  const [inputs, setInputs] = useState<Record<string, string>>(() => initialInputs(credit, digits));
  const check = useMemo(
    () => checkAllocations(inputs, targets, credit, digits),
    [inputs, targets, credit, digits],
  );
  const save = useMutation({
    mutationFn: (set: { targetId: string; amount: number }[]) =>
      adapter.saveAllocations(businessId, credit.id, set, credit.version),
    onSuccess: (_saved, set) =>
      setInputs(Object.fromEntries(set.map((a) => [a.targetId, toMajorUnitsText(a.amount, digits)]))),
    onSettled: () => adapter.invalidate(queryClient, businessId),
  });
  const money = (cents: number) => formatMoney(cents, credit.currency, locale);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check.isValid && check.isChanged) save.mutate(allocationSet(check));
  };
  const isWritable = canWrite && credit.isAllocatable;
  const m = messages.credits;
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby="allocation-summary">
      <div role="region" aria-labelledby="allocation-title" tabIndex={0} className="overflow-x-auto">
        <table className="stacked-rows w-full text-sm sm:min-w-[40rem]">
          <thead className="text-left text-embed-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {m[adapter.words.document]}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {m.due}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {m.status}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {m.total}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {m.outstanding}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {isWritable ? m.amountToApply : m.appliedByThisCredit}
              </th>
            </tr>
          </thead>
          <tbody>
            {targets.map((target) => (
              <AllocationRow
                key={target.id}
                target={target}
                currency={credit.currency}
                appliedCents={credit.allocations.get(target.id) ?? 0}
                input={
                  isWritable
                    ? {
                        value: inputs[target.id] ?? "",
                        problem: check.problems.get(target.id),
                        disabled: save.isPending,
                        onChange: (value) => setInputs((current) => ({ ...current, [target.id]: value })),
                      }
                    : undefined
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      <div id="allocation-summary" aria-live="polite" className="mt-4 space-y-1 text-sm">
        <p>{fill(m.toApply, { total: money(check.totalCents), available: money(check.capacityCents) })}</p>
        <p className="text-embed-muted">
          {fill(m.remainingAfterSave, { amount: money(Math.max(0, check.capacityCents - check.totalCents)) })}
        </p>
        {check.isOverCredit ? (
          <p className="text-embed-danger">
            {fill(m.errorOverCredit, {
              total: money(check.totalCents),
              available: money(check.capacityCents),
            })}
          </p>
        ) : null}
      </div>
      {save.isError ? <AllocationRefusal error={save.error} /> : null}
      {save.isSuccess && !check.isChanged ? (
        <p role="status" className="mt-3 text-sm text-embed-success">
          {m.saved}
        </p>
      ) : null}
      {isWritable ? (
        <button
          type="submit"
          className="btn-primary mt-4"
          disabled={!check.isValid || !check.isChanged || save.isPending}
        >
          {save.isPending ? m.saving : m.saveAllocations}
        </button>
      ) : null}
    </form>
  );
}
