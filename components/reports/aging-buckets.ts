import type { Messages } from "@/lib/i18n/catalog";
import { AGING_BUCKET_KEYS, agingBucketValues } from "@/lib/schemas/ap-aging";

export const BUCKET_KEYS = AGING_BUCKET_KEYS;
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

export const bucketValues = agingBucketValues;
