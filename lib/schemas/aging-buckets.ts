/**
 * The AP aging buckets in order, youngest first: the table's, the chart's and the CSV's column order. Kept apart
 * from the zod schemas (ap-aging.ts) so the report page can use them without loading zod.
 */
export const AGING_BUCKET_KEYS = [
  "current",
  "days_1_30",
  "days_31_60",
  "days_61_90",
  "over_90_days",
] as const;
export type AgingBucketKey = (typeof AGING_BUCKET_KEYS)[number];

export const agingBucketValues = (buckets: Record<AgingBucketKey, number>) =>
  AGING_BUCKET_KEYS.map((key) => buckets[key]);
