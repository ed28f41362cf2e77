import type { Messages } from "@/lib/i18n/catalog";
import type { AgingBucketKey } from "@/lib/schemas/aging-buckets";

/** The aging buckets in order, with their names in the viewer's language. */
export function bucketLabels(messages: Messages["reports"]): Record<AgingBucketKey, string> {
  return {
    current: messages.agingCurrent,
    days_1_30: messages.aging1to30,
    days_31_60: messages.aging31to60,
    days_61_90: messages.aging61to90,
    over_90_days: messages.agingOver90,
  };
}
