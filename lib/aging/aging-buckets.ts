import type { AgingBucketKey } from "../schemas/aging-buckets";

export type AgingBuckets = Record<AgingBucketKey, number>;

export const emptyBuckets = (): AgingBuckets => ({
  current: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  over_90_days: 0,
});

/** decisions.md §7: `current` is 0 days past due or not yet due, then 1–30, 31–60, 61–90, over 90. */
export function bucketFor(daysPastDue: number): AgingBucketKey {
  if (daysPastDue <= 0) return "current";
  if (daysPastDue <= 30) return "days_1_30";
  if (daysPastDue <= 60) return "days_31_60";
  if (daysPastDue <= 90) return "days_61_90";
  return "over_90_days";
}

/** What one party (vendor or customer) has open on one day past due, in base-currency cents. */
export interface OpenItem {
  partyId: string;
  partyName: string;
  daysPastDue: number;
  outstandingCents: number;
}

export interface PartyAging {
  id: string;
  name: string;
  totalCents: number;
  buckets: AgingBuckets;
}

/**
 * Sums open items into buckets, per party and in total. Parties come by total outstanding descending, then name;
 * a party whose items cancel out (a credit as large as its bills) is left out, as `group_by=total` leaves all out.
 */
export function ageOpenItems(items: Iterable<OpenItem>, isByParty: boolean) {
  const byParty = new Map<string, PartyAging>();
  const totals = emptyBuckets();
  let total = 0;
  for (const item of items) {
    if (item.outstandingCents === 0) continue;
    const bucket = bucketFor(item.daysPastDue);
    const party = byParty.get(item.partyId) ?? {
      id: item.partyId,
      name: item.partyName,
      totalCents: 0,
      buckets: emptyBuckets(),
    };
    party.totalCents += item.outstandingCents;
    party.buckets[bucket] += item.outstandingCents;
    byParty.set(item.partyId, party);
    totals[bucket] += item.outstandingCents;
    total += item.outstandingCents;
  }
  const parties = isByParty
    ? [...byParty.values()]
        .filter((party) => party.totalCents !== 0)
        .sort((a, b) => b.totalCents - a.totalCents || a.name.localeCompare(b.name))
    : [];
  return { totalCents: total, totals, parties };
}
