import { CreditAllocationPage } from "@/components/credits/credit-allocation-page";

export default async function VendorCreditPage({ params }: { params: Promise<{ credit_id: string }> }) {
  const { credit_id: creditId } = await params;
  return <CreditAllocationPage kind="vendor" creditId={creditId} />;
}
