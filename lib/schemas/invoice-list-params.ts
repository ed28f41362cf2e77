import { type ListInvoicesQuery, listInvoicesQuerySchema } from "./invoice-list-query";

const KNOWN_PARAMS = Object.keys(listInvoicesQuerySchema.shape);

/**
 * The invoice list's state from a page URL, which holds endpoint 5's own parameters (so a copied link reproduces the
 * view). A parameter the API would refuse, say from a hand-edited link, is dropped rather than failing the page.
 */
export function parseInvoiceListParams(params: URLSearchParams): ListInvoicesQuery {
  const raw: Record<string, string> = {};
  for (const name of KNOWN_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== "") raw[name] = value;
  }
  const first = listInvoicesQuerySchema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = listInvoicesQuerySchema.safeParse(raw);
  return second.success ? second.data : listInvoicesQuerySchema.parse({});
}
