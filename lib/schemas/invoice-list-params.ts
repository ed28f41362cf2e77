import { checkInvoiceListParams, INVOICE_LIST_PARAMS, type InvoiceListParam } from "./invoice-list-checks";
import type { ListInvoicesQuery } from "./invoice-list-query";

/**
 * The invoice list's state from a page URL, which holds endpoint 5's own parameters (so a copied link reproduces the
 * view). A parameter the API would refuse, say from a hand-edited link, is dropped rather than failing the page.
 */
export function parseInvoiceListParams(params: URLSearchParams): ListInvoicesQuery {
  const raw: Partial<Record<InvoiceListParam, string>> = {};
  for (const name of INVOICE_LIST_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== "") raw[name] = value;
  }
  const first = checkInvoiceListParams(raw);
  if (first.ok) return first.query;
  for (const issue of first.issues) delete raw[issue.param];
  // Without its refused parameters the rest passes: the one rule across parameters refuses max_amount, now gone.
  const second = checkInvoiceListParams(raw);
  if (second.ok) return second.query;
  const none = checkInvoiceListParams({});
  if (!none.ok) throw new Error("endpoint 5's defaults were refused");
  return none.query;
}
