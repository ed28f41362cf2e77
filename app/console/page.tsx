import Link from "next/link";
import { consoleSession } from "@/lib/embed/page-session";
import { searchPartnerBusinesses } from "@/lib/embed/partner-businesses";
import { fill } from "@/lib/i18n/define-messages";
import { messagesFor } from "@/lib/i18n/catalog";
import { formatDate } from "@/lib/i18n/format";

export const dynamic = "force-dynamic";

/** Lists and searches the partner's businesses; a plain GET form, so it works before any script has loaded. */
export default async function ConsolePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const session = await consoleSession();
  if (!session) return null;
  const query = await searchParams;
  const search = (query.q ?? "").slice(0, 200);
  const page = Math.max(1, Number.parseInt(query.page ?? "1", 10) || 1);
  const result = await searchPartnerBusinesses(search, page);
  const messages = messagesFor(session.locale);
  const t = messages.console;
  const pageLink = (target: number) =>
    `/console/?${new URLSearchParams({ q: search, page: String(target) })}`;
  return (
    <main className="mx-auto max-w-5xl p-4">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="mt-1 text-embed-muted">{t.intro}</p>
      <form role="search" method="get" action="/console/" className="mt-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="console-search" className="text-sm font-medium">
            {t.searchLabel}
          </label>
          <input id="console-search" name="q" defaultValue={search} className="input" />
        </div>
        <button type="submit" className="btn-primary">
          {t.search}
        </button>
      </form>
      <p className="mt-4 text-sm text-embed-muted" aria-live="polite">
        {fill(t.results, { count: result.count })}
      </p>
      {result.results.length === 0 ? (
        <p className="mt-4 rounded-embed border border-dashed border-embed-border p-6 text-center">
          {t.noBusinesses}
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-embed-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t.name}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.country}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.currency}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.created}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.results.map((business) => (
                <tr key={business.id} className="border-t border-embed-border">
                  <td className="py-2 pr-3">
                    <Link
                      href={`/embed/${business.id}/`}
                      aria-label={fill(t.open, { name: business.name })}
                      className="font-medium text-embed-active underline"
                    >
                      {business.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{business.country}</td>
                  <td className="py-2 pr-3">{business.base_currency}</td>
                  <td className="py-2 pr-3">{formatDate(business.created_at, session.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={fill(messages.common.page, { page })} className="mt-4 flex gap-2">
        {page > 1 ? (
          <Link href={pageLink(page - 1)} className="btn-secondary">
            {messages.common.previous}
          </Link>
        ) : null}
        {page < result.page_info.total_pages ? (
          <Link href={pageLink(page + 1)} className="btn-secondary">
            {messages.common.next}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
