import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { paginatedSchema } from "../schemas/common";
import type { InvoiceResponse, invoiceSchema } from "../schemas/invoice";
import type { VoidInvoiceInput } from "../schemas/invoice-input";
import type { ListInvoicesQuery } from "../schemas/invoice-list-query";
import { platformRequest } from "./platform-client";

export type InvoicePage = z.output<ReturnType<typeof paginatedSchema<typeof invoiceSchema>>>;

export const invoicesKeys = {
  all: (businessId: string) => ["invoices", businessId] as const,
  lists: (businessId: string) => [...invoicesKeys.all(businessId), "list"] as const,
  list: (businessId: string, query: ListInvoicesQuery) => [...invoicesKeys.lists(businessId), query] as const,
  detail: (businessId: string, invoiceId: string) =>
    [...invoicesKeys.all(businessId), "detail", invoiceId] as const,
};

/** One page of endpoint 5; the previous page stays on screen while the next one loads. */
export const invoiceListQuery = (businessId: string, query: ListInvoicesQuery) =>
  queryOptions({
    queryKey: invoicesKeys.list(businessId, query),
    queryFn: ({ signal }) => platformRequest<InvoicePage>(businessId, "/invoices/", { query, signal }),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (businessId: string, invoiceId: string) =>
  queryOptions({
    queryKey: invoicesKeys.detail(businessId, invoiceId),
    queryFn: ({ signal }) =>
      platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/`, { signal }),
  });

/** Endpoint 4: the body names the invoice by its number, which the API checks. */
export const voidInvoice = (businessId: string, invoiceId: string, body: VoidInvoiceInput) =>
  platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/void/`, { method: "POST", body });

/**
 * Puts a voided invoice into every cached page and its detail at once, so its row changes without waiting, then
 * refetches by prefix: a filtered list may no longer hold it, and counts change.
 */
export async function rememberVoidedInvoice(
  queryClient: QueryClient,
  businessId: string,
  invoice: InvoiceResponse,
): Promise<void> {
  queryClient.setQueriesData<InvoicePage>({ queryKey: invoicesKeys.lists(businessId) }, (page) =>
    page ? { ...page, results: page.results.map((row) => (row.id === invoice.id ? invoice : row)) } : page,
  );
  queryClient.setQueryData(invoicesKeys.detail(businessId, invoice.id), invoice);
  await queryClient.invalidateQueries({ queryKey: invoicesKeys.all(businessId) });
}
