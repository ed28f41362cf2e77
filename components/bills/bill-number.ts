import type { BillResponse } from "@/lib/schemas/bill";

/** How a bill is named to people: its own number, else the vendor's, else a placeholder. */
export const billNumberOf = (
  bill: Pick<BillResponse, "bill_number" | "vendor_bill_number">,
  fallback: string,
) => bill.bill_number ?? bill.vendor_bill_number ?? fallback;
