/** The general-ledger page of an account over a range; no start means "since the first entry" (a balance). */
export function ledgerHref(
  businessId: string,
  accountId: string,
  range: { start?: string; end: string },
): string {
  const query = new URLSearchParams({ account_id: accountId });
  if (range.start) query.set("start", range.start);
  query.set("end", range.end);
  return `/embed/${businessId}/ledger/?${query.toString()}`;
}
