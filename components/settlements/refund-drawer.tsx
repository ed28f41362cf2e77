"use client";
import { useQuery } from "@tanstack/react-query";
import { statusName, statusTone } from "@/components/credits/status-names";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { ListTable } from "@/components/ui/list-table";
import { Money } from "@/components/ui/money";
import { SideDrawer } from "@/components/ui/side-drawer";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { StatusPill } from "@/components/ui/status-pill";
import { refundPaymentsQuery, refundQuery } from "@/lib/api-client/refunds";
import { fill } from "@/lib/i18n/define-messages";
import { DetailList } from "./detail-list";

/** One refund, the invoices it refunds, and its payments (endpoint 8), fetched when the drawer opens. */
export function RefundDrawer({ refundId, onClose }: { refundId: string | null; onClose: () => void }) {
  const { businessId, messages } = useEmbed();
  const m = messages.settlements;
  const refund = useQuery({ ...refundQuery(businessId, refundId ?? ""), enabled: Boolean(refundId) });
  const payments = useQuery({
    ...refundPaymentsQuery(businessId, refundId ?? ""),
    enabled: Boolean(refundId),
  });
  const data = refund.data;
  const money = (cents: number) => (data ? <Money amount={cents} currency={data.currency} /> : null);
  return (
    <SideDrawer
      isOpen={Boolean(refundId)}
      onClose={onClose}
      title={fill(m.refundTitle, { customer: data?.customer_name ?? "" })}
    >
      {refund.isPending ? (
        <LoadingSkeleton rows={6} />
      ) : refund.isError || !data ? (
        <ErrorState onRetry={() => refund.refetch()} />
      ) : (
        <div className="space-y-6">
          <DetailList
            items={[
              [m.customer, data.customer_name],
              [
                m.status,
                <StatusPill
                  key="s"
                  label={statusName(messages, `refund_${data.status}`)}
                  tone={statusTone(data.status)}
                />,
              ],
              [m.refunded, money(data.refunded_amount)],
              [m.paid, money(data.paid_amount)],
              [m.created, <DateText key="c" value={data.created_at} />],
              [m.completed, <DateText key="d" value={data.completed_at} />],
              [m.dedicated, data.is_dedicated ? m.yes : m.no],
              [m.externalId, data.external_id],
              [m.reference, data.reference_number],
              [m.memo, data.memo],
            ]}
          />
          <section aria-labelledby="refund-allocations">
            <h3 id="refund-allocations" className="mb-2 font-semibold">
              {m.refundedInvoices}
            </h3>
            <ListTable
              caption={m.refundedInvoices}
              rows={data.allocations}
              rowKey={(a) => a.id}
              columns={[
                { key: "invoice", header: m.invoice, isRowHeader: true, cell: (a) => a.invoice_number },
                { key: "memo", header: m.memo, cell: (a) => a.description ?? "—" },
                { key: "amount", header: m.amount, isNumeric: true, cell: (a) => money(a.amount) },
              ]}
            />
          </section>
          <section aria-labelledby="refund-payments">
            <h3 id="refund-payments" className="mb-2 font-semibold">
              {m.refundPayments}
            </h3>
            {payments.isPending ? (
              <LoadingSkeleton rows={2} />
            ) : payments.isError ? (
              <ErrorState onRetry={() => payments.refetch()} />
            ) : payments.data.length === 0 ? (
              <EmptyState title={m.noRefundPayments} />
            ) : (
              <ListTable
                caption={m.refundPayments}
                rows={payments.data}
                rowKey={(p) => p.id}
                columns={[
                  {
                    key: "completed",
                    header: m.completed,
                    isRowHeader: true,
                    cell: (p) => <DateText value={p.completed_at} />,
                  },
                  {
                    key: "status",
                    header: m.status,
                    cell: (p) => statusName(messages, `refundPayment_${p.status}`),
                  },
                  { key: "processor", header: m.processor, cell: (p) => p.processor ?? "—" },
                  {
                    key: "fee",
                    header: m.processingFee,
                    isNumeric: true,
                    cell: (p) => money(p.refund_processing_fee),
                  },
                  { key: "amount", header: m.amount, isNumeric: true, cell: (p) => money(p.refunded_amount) },
                ]}
              />
            )}
          </section>
        </div>
      )}
    </SideDrawer>
  );
}
