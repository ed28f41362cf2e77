import { CreditAllocationPage } from "@/components/credits/credit-allocation-page";

export default async function CustomerCreditPage({ params }: { params: Promise<{ credit_id: string }> }) {
  const { credit_id: creditId } = await params;
  return <CreditAllocationPage kind="customer" creditId={creditId} />;
}
