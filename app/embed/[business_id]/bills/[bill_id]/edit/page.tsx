import { EditBillPage } from "@/components/bills/edit-bill-page";

export default async function EditBillRoute({ params }: { params: Promise<{ bill_id: string }> }) {
  const { bill_id: billId } = await params;
  return <EditBillPage billId={billId} />;
}
