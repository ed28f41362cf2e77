import type { AgingBuckets } from "../schemas/ap-aging";

export const emptyBuckets = (): AgingBuckets => ({
  current: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  over_90_days: 0,
});

/** decisions.md §7: `current` is 0 days past due or not yet due, then 1–30, 31–60, 61–90, over 90. */
export function bucketFor(daysPastDue: number): keyof AgingBuckets {
  if (daysPastDue <= 0) return "current";
  if (daysPastDue <= 30) return "days_1_30";
  if (daysPastDue <= 60) return "days_31_60";
  if (daysPastDue <= 90) return "days_61_90";
  return "over_90_days";
}

export function addToBuckets(buckets: AgingBuckets, bucket: keyof AgingBuckets, cents: number): void {
  buckets[bucket] += cents;
}
