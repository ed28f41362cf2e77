"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import { SideDrawer } from "@/components/ui/side-drawer";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { StatusPill } from "@/components/ui/status-pill";
import { statusName, statusTone } from "@/components/credits/status-names";
import { payoutQuery } from "@/lib/api-client/payouts";
import { fill } from "@/lib/i18n/define-messages";
import { DetailList } from "./detail-list";

/** Every figure of one payout, fetched fresh when the drawer opens. */
export function PayoutDrawer({ payoutId, onClose }: { payoutId: string | null; onClose: () => void }) {
  const { businessId, messages } = useEmbed();
  const m = messages.settlements;
  const payout = useQuery({ ...payoutQuery(businessId, payoutId ?? ""), enabled: Boolean(payoutId) });
  const data = payout.data;
  const money = (cents: number | undefined) =>
    cents === undefined || !data ? null : <Money amount={cents} currency={data.currency} />;
  return (
    <SideDrawer
      isOpen={Boolean(payoutId)}
      onClose={onClose}
      title={fill(m.payoutTitle, { id: data?.processor_payout_id ?? "" })}
    >
      {payout.isPending ? (
        <LoadingSkeleton rows={6} />
      ) : payout.isError || !data ? (
        <ErrorState onRetry={() => payout.refetch()} />
      ) : (
        <DetailList
          items={[
            [m.processor, data.processor],
            [m.processorPayoutId, data.processor_payout_id],
            [
              m.status,
              <StatusPill
                key="status"
                label={statusName(messages, `payout_${data.status}`)}
                tone={statusTone(data.status)}
              />,
            ],
            [
              m.reconciliation,
              <StatusPill
                key="reconciliation"
                label={statusName(messages, `reconciliation_${data.reconciliation_status}`)}
                tone={statusTone(data.reconciliation_status)}
              />,
            ],
            [m.completed, <DateText key="completed" value={data.completed_at} />],
            [m.imported, <DateText key="imported" value={data.imported_at} />],
            [m.grossPayments, money(data.gross_payments_amount_cents)],
            [m.totalRefunds, money(data.total_refunds_amount_cents)],
            [m.fees, money(data.fee_cents)],
            [m.expectedNet, money(data.expected_net_amount_cents)],
            [m.paidOut, money(data.paid_out_amount_cents)],
            [m.variance, money(data.amount_variance_cents)],
            [m.paymentCount, data.payment_count],
            [m.refundPaymentCount, data.refund_payment_count],
            [m.externalId, data.external_id],
            [m.reference, data.reference_number],
            [m.memo, data.memo],
          ]}
        />
      )}
    </SideDrawer>
  );
}
