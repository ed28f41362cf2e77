"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { businessQuery } from "@/lib/api-client/business";
import { InvoiceForm } from "./invoice-form";

/** Invoice entry for editors; viewers and support staff get the read-only message and no form (the API refuses). */
export function NewInvoicePage() {
  const { businessId, messages } = useEmbed();
  const canWrite = useCanWrite();
  const business = useQuery({ ...businessQuery(businessId), enabled: canWrite });
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <Link href={`/embed/${businessId}/invoices/`} className="text-sm text-embed-muted underline">
        {messages.invoiceDetail.back}
      </Link>
      <h1 id="new-invoice-title" className="text-2xl font-semibold">
        {messages.invoiceForm.title}
      </h1>
      {!canWrite ? (
        <p data-state="read-only" className="card text-embed-muted">
          {messages.invoiceForm.viewerCannotCreate}
        </p>
      ) : business.isPending ? (
        <LoadingSkeleton rows={8} />
      ) : business.isError ? (
        <ErrorState onRetry={() => business.refetch()} />
      ) : (
        <InvoiceForm baseCurrency={business.data.base_currency} />
      )}
    </section>
  );
}
