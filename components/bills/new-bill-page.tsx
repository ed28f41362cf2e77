"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { businessQuery } from "@/lib/api-client/business";
import { BillForm } from "./bill-form";

/** Bill entry for editors; a viewer gets the read-only message and no form (the API would refuse anyway). */
export function NewBillPage() {
  const { businessId, messages } = useEmbed();
  const canWrite = useCanWrite();
  const business = useQuery({ ...businessQuery(businessId), enabled: canWrite });
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <Link href={`/embed/${businessId}/bills/`} className="text-sm text-embed-muted underline">
        {messages.bills.backToList}
      </Link>
      <h1 id="new-bill-title" className="text-2xl font-semibold">
        {messages.billForm.title}
      </h1>
      {!canWrite ? (
        <p data-state="read-only" className="card text-embed-muted">
          {messages.billForm.viewerCannotCreate}
        </p>
      ) : business.isPending ? (
        <LoadingSkeleton rows={8} />
      ) : business.isError ? (
        <ErrorState onRetry={() => business.refetch()} />
      ) : (
        <BillForm baseCurrency={business.data.base_currency} labelledBy="new-bill-title" />
      )}
    </section>
  );
}
