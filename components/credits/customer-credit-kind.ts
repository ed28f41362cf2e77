import { openInvoicesForCreditQuery } from "@/lib/api-client/credit-targets";
import {
  customerCreditListQuery,
  customerCreditQuery,
  customerCreditsKeys,
  saveCustomerCreditAllocations,
} from "@/lib/api-client/customer-credits";
import { invoicesKeys } from "@/lib/api-client/invoices";
import { customerOptionsQuery } from "@/lib/api-client/party-options";
import { CUSTOMER_CREDIT_STATUSES, listCustomerCreditsQuerySchema } from "@/lib/schemas/customer-credit";
import type { CustomerCreditResponse } from "@/lib/schemas/customer-credit-response";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import { allocatableCreditOf, allocationTargetOf } from "./allocatable-credit";
import type { CreditKindWords } from "./credit-kind";
import { defineCreditKind } from "./define-credit-kind";

/** A customer credit is applied to the customer's invoices. */
const words: CreditKindWords = {
  listTitle: "customerTitle",
  backToList: "backToCustomerCredits",
  party: "customer",
  anyParty: "anyCustomer",
  partyExternalId: "customerExternalId",
  issued: "sent",
  issuedFrom: "sentFrom",
  issuedTo: "sentTo",
  document: "invoice",
  applyToDocuments: "applyToInvoices",
  noOpenDocuments: "noOpenInvoices",
};

const toAllocatableCustomerCredit = allocatableCreditOf<CustomerCreditResponse>({
  allocatableStatuses: ["sent", "partially_applied", "applied"],
  party: (credit) => credit.customer,
  issuedAt: (credit) => credit.sent_at,
  allocatedDocumentId: (allocation) => allocation.invoice_id,
});

export const customerCreditKind = defineCreditKind({
  kind: "customer",
  words,
  creditQuery: customerCreditQuery,
  toAllocatable: toAllocatableCustomerCredit,
  targetsQuery: openInvoicesForCreditQuery,
  toTarget: allocationTargetOf<InvoiceResponse>("invoice", (invoice) => invoice.invoice_number),
  saveAllocations: saveCustomerCreditAllocations,
  allocationInput: (invoice_id, amount) => ({ invoice_id, amount }),
  creditKeys: customerCreditsKeys,
  documentKeys: invoicesKeys,
});

export const customerCreditList = {
  schema: listCustomerCreditsQuerySchema,
  listQuery: customerCreditListQuery,
  toAllocatable: toAllocatableCustomerCredit,
  statuses: CUSTOMER_CREDIT_STATUSES,
  partyOptionsQuery: customerOptionsQuery,
  filterNames: { party: "customer_id", partyExternalId: "customer_external_id", issued: "sent_at" },
};
