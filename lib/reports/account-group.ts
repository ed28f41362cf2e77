import type { AccountGroup, ReportLineItem } from "../schemas/report";
import type { DetailLevel } from "../schemas/report-query";

/** A report group: the total of its items, which the summary view leaves out. */
export function accountGroup(
  displayName: string,
  items: readonly ReportLineItem[],
  detailLevel: DetailLevel,
): AccountGroup {
  return {
    display_name: displayName,
    total_cents: items.reduce((sum, item) => sum + item.value_cents, 0),
    line_items: detailLevel === "detailed" ? [...items] : [],
  };
}
