import { createBusiness } from "../../lib/businesses/create-business";
import type { SeedContext } from "../scenario";
import { seedBills } from "./ap-aging";

const HISTORY_BILLS = Number(process.env.BENCH_HISTORY_BILLS ?? 20_000);

/**
 * The write scenarios measure a live database, not one minutes old: another business's 20,000 bills with their
 * entries, payments and events, and statistics (seedBills ends with ANALYZE). On never-analyzed, nearly empty tables
 * PostgreSQL plans and caches per connection the foreign-key checks of the bills' lines on the narrowest index that
 * matches the business (bills_business_issue_date_idx), not the primary key, and keeps that plan until autovacuum
 * first analyzes the table (a minute or more): every check then walks the business's bills, and the batched figure
 * fell by half as bill-create filled the business first. The same holds for the trigger that numbers events at
 * commit (migration 0019): planned on an empty `events`, it found each event through (business_id, created_at) and
 * walked the business's events, 0.39 ms per event instead of 0.02. A database in service has statistics; the first
 * minute of a brand-new one is not what these figures are for.
 */
export async function seedBillHistory({ db, partnerId }: SeedContext) {
  const { business } = await createBusiness(db, partnerId, {
    name: "Bench neighbour business",
    country: "SE",
    base_currency: "SEK",
    timezone: "Europe/Stockholm",
  });
  await seedBills(db, business.id, HISTORY_BILLS);
}
