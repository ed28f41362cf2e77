"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEmbed } from "./embed-context";

/** The sections of a business; the current one is marked for screen readers as well as by colour. */
export function EmbedNav({ productName, logoUrl }: { productName: string; logoUrl?: string }) {
  const { businessId, messages, role } = useEmbed();
  const pathname = usePathname();
  const base = `/embed/${businessId}`;
  const links = [
    { href: `${base}/bills/`, label: messages.nav.bills },
    { href: `${base}/invoices/`, label: messages.nav.invoices },
    { href: `${base}/vendor-credits/`, label: messages.nav.vendorCredits },
    { href: `${base}/customer-credits/`, label: messages.nav.customerCredits },
    { href: `${base}/payouts/`, label: messages.nav.payouts },
    { href: `${base}/refunds/`, label: messages.nav.refunds },
    { href: `${base}/reports/`, label: messages.nav.reports },
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
