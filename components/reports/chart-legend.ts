import type { LegendPayload } from "recharts";

/**
 * Keeps a legend in the given order (the buckets' age order, the series' order): recharts sorts legends
 * alphabetically by label unless told otherwise, which puts "1–30 days" before "Current".
 */
export const legendOrder =
  (dataKeys: readonly string[]) =>
  (item: LegendPayload): number =>
    dataKeys.indexOf(String(item.dataKey));
