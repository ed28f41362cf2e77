import { billsKeys } from "@/lib/api-client/bills";
import { openBillsForCreditQuery } from "@/lib/api-client/credit-targets";
import { vendorOptionsQuery } from "@/lib/api-client/party-options";
import {
  saveVendorCreditAllocations,
  vendorCreditListQuery,
  vendorCreditQuery,
  vendorCreditsKeys,
} from "@/lib/api-client/vendor-credits";
import type { BillResponse } from "@/lib/schemas/bill";
import { listVendorCreditsQuerySchema, VENDOR_CREDIT_STATUSES } from "@/lib/schemas/vendor-credit";
import type { VendorCreditResponse } from "@/lib/schemas/vendor-credit-response";
import { allocatableCreditOf, allocationTargetOf } from "./allocatable-credit";
import type { CreditKindWords } from "./credit-kind";
import { defineCreditKind } from "./define-credit-kind";

/** A vendor credit is applied to the vendor's bills. */
const words: CreditKindWords = {
  listTitle: "vendorTitle",
  backToList: "backToVendorCredits",
  party: "vendor",
  anyParty: "anyVendor",
  partyExternalId: "vendorExternalId",
  issued: "received",
  issuedFrom: "receivedFrom",
  issuedTo: "receivedTo",
  document: "bill",
  applyToDocuments: "applyToBills",
  noOpenDocuments: "noOpenBills",
};

const toAllocatableVendorCredit = allocatableCreditOf<VendorCreditResponse>({
  allocatableStatuses: ["received", "partially_applied", "applied"],
  party: (credit) => credit.vendor,
  issuedAt: (credit) => credit.received_at,
  allocatedDocumentId: (allocation) => allocation.bill_id,
});

export const vendorCreditKind = defineCreditKind({
  kind: "vendor",
  words,
  creditQuery: vendorCreditQuery,
  toAllocatable: toAllocatableVendorCredit,
  targetsQuery: openBillsForCreditQuery,
  toTarget: allocationTargetOf<BillResponse>("bill", (bill) => bill.bill_number ?? bill.vendor_bill_number),
  saveAllocations: saveVendorCreditAllocations,
  allocationInput: (bill_id, amount) => ({ bill_id, amount }),
  creditKeys: vendorCreditsKeys,
  documentKeys: billsKeys,
});

export const vendorCreditList = {
  schema: listVendorCreditsQuerySchema,
  listQuery: vendorCreditListQuery,
  toAllocatable: toAllocatableVendorCredit,
  statuses: VENDOR_CREDIT_STATUSES,
  partyOptionsQuery: vendorOptionsQuery,
  filterNames: { party: "vendor_id", partyExternalId: "vendor_external_id", issued: "received_at" },
};
