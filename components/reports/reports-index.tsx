"use client";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { SECTION_TABS } from "@/components/embed/embed-tabs";
import { isTabEnabled } from "@/lib/schemas/menu-tabs";

/** The reports of a business, each with a line on what it answers. */
export function ReportsIndex() {
  const { businessId, messages, menu } = useEmbed();
  const m = messages.reports;
  const reports = (
    [
      { section: "reports/balance-sheet/", title: m.balanceSheet, intro: m.balanceSheetIntro },
      { section: "reports/profit-and-loss/", title: m.profitAndLoss, intro: m.profitAndLossIntro },
      { section: "reports/cash-flow/", title: m.cashFlow, intro: m.cashFlowIntro },
      { section: "reports/ap-aging/", title: m.apAging, intro: m.apAgingIntro },
      { section: "reports/ar-aging/", title: messages.arAging.title, intro: messages.arAging.intro },
    ] as const
  )
    // Reports the menu configuration turned off are not offered.
    .filter((report) => !menu || isTabEnabled(menu, SECTION_TABS[report.section]))
    .map((report) => ({ ...report, href: `/embed/${businessId}/${report.section}` }));
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className="text-2xl font-semibold">
        {m.title}
      </h1>
      <p className="mt-1 text-embed-muted">{m.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {reports.map((report) => (
          <li key={report.href}>
            <Link href={report.href} className="card block hover:border-embed-active">
              <span className="font-medium">{report.title}</span>
              <span className="mt-1 block text-sm text-embed-muted">{report.intro}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
