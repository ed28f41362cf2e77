"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { businessQuery } from "@/lib/api-client/business";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { useEmbed } from "./embed-context";

/** The landing page of an embed session: which business this is, and where to go. */
export function BusinessOverview() {
  const { businessId, messages } = useEmbed();
  const business = useQuery(businessQuery(businessId));
  if (business.isPending) return <LoadingSkeleton rows={2} />;
  if (business.isError) return <ErrorState onRetry={() => business.refetch()} />;
  return (
    <section aria-labelledby="business-name">
      <h1 id="business-name" className="text-2xl font-semibold">
        {business.data.name}
      </h1>
      <p className="mt-1 text-embed-muted">
        {business.data.base_currency} · {business.data.timezone}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {[
          { href: `/embed/${businessId}/bills/`, label: messages.nav.bills },
          { href: `/embed/${businessId}/invoices/`, label: messages.nav.invoices },
        ].map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="card block font-medium hover:border-embed-active">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
