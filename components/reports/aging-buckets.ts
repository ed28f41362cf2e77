import type { Messages } from "@/lib/i18n/catalog";
import type { AgingBuckets } from "@/lib/schemas/ap-aging";

export const BUCKET_KEYS = ["current", "days_1_30", "days_31_60", "days_61_90", "over_90_days"] as const;
export type BucketKey = (typeof BUCKET_KEYS)[number];

/** The aging buckets in order, with their names in the viewer's language. */
export function bucketLabels(messages: Messages["reports"]): Record<BucketKey, string> {
  return {
    current: messages.agingCurrent,
    days_1_30: messages.aging1to30,
    days_31_60: messages.aging31to60,
    days_61_90: messages.aging61to90,
    over_90_days: messages.agingOver90,
  };
}

export const bucketValues = (buckets: AgingBuckets) => BUCKET_KEYS.map((key) => buckets[key]);
