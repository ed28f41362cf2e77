import type { Messages } from "@/lib/i18n/catalog";
import { fill } from "@/lib/i18n/define-messages";

/** The words that make an aging report the vendors' (AP) or the customers' (AR), in the viewer's language. */
export interface AgingLabels {
  /** The table's caption, with a `{date}` placeholder. */
  caption: string;
  /** The heading of the column that names the parties. */
  party: string;
  /** The total row's heading when the report is grouped by total. */
  allParties: string;
  noParties: string;
  /** The accessible name of the button that shows a party's open documents. */
  showParty: (name: string) => string;
  /** The chart's text alternative, with `{total}`, `{current}`, `{days30}` … `{over90}` placeholders. */
  chartSummary: string;
  chartHint: string;
}

export const vendorAgingLabels = (m: Messages["reports"]): AgingLabels => ({
  caption: m.apAgingCaption,
  party: m.vendor,
  allParties: m.allVendors,
  noParties: m.noPayables,
  showParty: (vendor) => fill(m.showBills, { vendor }),
  chartSummary: m.apAgingChart,
  chartHint: m.apAgingChartHint,
});

export const customerAgingLabels = (a: Messages["arAging"]): AgingLabels => ({
  caption: a.caption,
  party: a.customer,
  allParties: a.allCustomers,
  noParties: a.noReceivables,
  showParty: (customer) => fill(a.showInvoices, { customer }),
  chartSummary: a.chart,
  chartHint: a.chartHint,
});
