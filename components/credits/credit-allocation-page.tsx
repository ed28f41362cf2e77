"use client";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { StatusPill } from "@/components/ui/status-pill";
import { fill } from "@/lib/i18n/define-messages";
import { AllocationEditor } from "./allocation-editor";
import type { CreditKind } from "./credit-allocation-model";
import type { CreditKindAdapter } from "./credit-kind";
import { CreditSummary } from "./credit-summary";
import { customerCreditKind } from "./customer-credit-kind";
import { statusName, statusTone } from "./status-names";
import { vendorCreditKind } from "./vendor-credit-kind";

const ADAPTERS: Record<CreditKind, CreditKindAdapter> = {
  vendor: vendorCreditKind,
  customer: customerCreditKind,
};

/** A vendor or customer credit and the open documents of its party it can be applied to. */
export function CreditAllocationPage({ kind, creditId }: { kind: CreditKind; creditId: string }) {
  const adapter = ADAPTERS[kind];
  const { businessId, messages } = useEmbed();
  const m = messages.credits;
  const credit = adapter.useCredit(businessId, creditId);
  const targets = adapter.useTargets(businessId, credit.data);
  const backLink = (
    <Link href={`/embed/${businessId}/${adapter.listPath}/`} className="text-sm text-embed-muted underline">
      {m[adapter.words.backToList]}
    </Link>
  );
  if (credit.isPending) return <LoadingSkeleton rows={4} />;
  if (credit.isError) return <ErrorState onRetry={() => credit.refetch()} />;
  const data = credit.data;
  const status = statusName(messages, `credit_${data.status}`);
  return (
    <article aria-labelledby="credit-title" className="space-y-6">
      {backLink}
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="credit-title" className="text-2xl font-semibold">
          {fill(m.creditTitle, { number: data.number ?? m.noNumber })}
        </h1>
        <span data-testid="credit-status">
          <StatusPill label={status} tone={statusTone(data.status)} />
        </span>
      </header>
      <CreditSummary credit={data} words={adapter.words} />
      <section aria-labelledby="allocation-title" className="card">
        <h2 id="allocation-title" className="mb-3 text-lg font-semibold">
          {m[adapter.words.applyToDocuments]}
        </h2>
        {!data.isAllocatable ? (
          <EmptyState title={fill(m.notAllocatable, { status })} />
        ) : targets.isPending ? (
          <LoadingSkeleton rows={3} />
        ) : targets.isError ? (
          <ErrorState onRetry={() => targets.refetch()} />
        ) : targets.data.length === 0 ? (
          <EmptyState title={fill(m[adapter.words.noOpenDocuments], { currency: data.currency })} />
        ) : (
          <AllocationEditor adapter={adapter} credit={data} targets={targets.data} />
        )}
      </section>
    </article>
  );
}
