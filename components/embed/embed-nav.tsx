"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isTabEnabled } from "@/lib/schemas/menu-tabs";
import { useEmbed } from "./embed-context";
import { SECTION_TABS, type Section } from "./embed-tabs";

/**
 * The sections of a business that its menu configuration shows; the current one is marked for screen readers as
 * well as by colour.
 */
export function EmbedNav({ productName, logoUrl }: { productName: string; logoUrl?: string }) {
  const { businessId, messages, role, menu } = useEmbed();
  const pathname = usePathname();
  const base = `/embed/${businessId}`;
  const section = (path: Section, label: string) =>
    !menu || isTabEnabled(menu, SECTION_TABS[path]) ? [{ href: `${base}/${path}`, label }] : [];
  const links = [
    ...section("bank-transactions/", messages.nav.bankTransactions),
    ...section("bills/", messages.nav.bills),
    ...section("invoices/", messages.nav.invoices),
    ...section("vendor-credits/", messages.nav.vendorCredits),
    ...section("customer-credits/", messages.nav.customerCredits),
    ...section("payouts/", messages.nav.payouts),
    ...section("refunds/", messages.nav.refunds),
    ...section("reports/", messages.nav.reports),
    ...section("ledger/", messages.menu.ledger),
    // Support staff also see how every number was made, and who changed what.
    ...(role === "support"
      ? [
          { href: `${base}/journal/`, label: messages.console.journal },
          { href: `${base}/audit/`, label: messages.console.auditTrail },
          { href: "/console/", label: messages.console.allBusinesses },
        ]
      : []),
  ];
  return (
    <header className="border-b border-embed-border bg-embed-nav">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link href={`${base}/`} className="flex items-center gap-2 font-semibold text-embed-text">
          {/* A partner's logo from a launch token: any https host, so next/image's allow-list does not fit. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {logoUrl ? <img src={logoUrl} alt="" className="h-6 w-auto" /> : null}
          {productName}
        </Link>
        <nav aria-label={messages.nav.label}>
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => {
              const isCurrent = pathname.startsWith(link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={isCurrent ? "page" : undefined}
                    className={`rounded-embed px-3 py-1.5 text-sm ${
                      isCurrent
                        ? "bg-embed-active text-embed-on-active"
                        : "text-embed-muted hover:text-embed-text"
                    }`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
