import { BillDetail } from "@/components/bills/bill-detail";

export default async function BillPage({ params }: { params: Promise<{ bill_id: string }> }) {
  const { bill_id: billId } = await params;
  return <BillDetail billId={billId} />;
}
