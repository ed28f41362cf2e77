"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { billQuery } from "@/lib/api-client/bills";
import { businessQuery } from "@/lib/api-client/business";
import { fill } from "@/lib/i18n/define-messages";
import { BillForm } from "./bill-form";
import { billNumberOf } from "./bill-number";

/** Changing a bill that is not approved yet, in the bill form. Viewers, and approved or voided bills, get a note. */
export function EditBillPage({ billId }: { billId: string }) {
  const { businessId, messages } = useEmbed();
  const text = messages.billChanges;
  const canWrite = useCanWrite();
  const bill = useQuery(billQuery(businessId, billId));
  const business = useQuery({ ...businessQuery(businessId), enabled: canWrite });

  let content;
  if (!canWrite) content = <p className="card text-embed-muted">{text.viewerCannotEdit}</p>;
  else if (bill.isPending || business.isPending) content = <LoadingSkeleton rows={8} />;
  else if (bill.isError) content = <ErrorState onRetry={() => bill.refetch()} />;
  else if (business.isError) content = <ErrorState onRetry={() => business.refetch()} />;
  else if (bill.data.approved_at !== null || bill.data.status === "voided")
    content = <p className="card text-embed-muted">{text.cannotEdit}</p>;
  else
    content = (
      <BillForm baseCurrency={business.data.base_currency} bill={bill.data} labelledBy="edit-bill-title" />
    );

  const number = bill.data ? billNumberOf(bill.data, messages.bills.noNumber) : "";
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <Link href={`/embed/${businessId}/bills/${billId}/`} className="text-sm text-embed-muted underline">
        {text.cancel}
      </Link>
      <h1 id="edit-bill-title" className="text-2xl font-semibold break-words">
        {fill(text.editTitle, { number })}
      </h1>
      {content}
    </section>
  );
}
