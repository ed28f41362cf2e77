import { and, eq } from "drizzle-orm";
import { createPartner } from "../auth/partners";
import { createBusiness } from "../businesses/create-business";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";

let counter = 0;
// Creating a partner hashes its API key (scrypt, deliberately slow), so each database gets one.
const partnerIds = new WeakMap<Db, Promise<string>>();

/** A fresh business with the default chart, and a lookup of its accounts by code. */
export async function createTestBusiness(db: Db) {
  if (!partnerIds.has(db)) {
    partnerIds.set(
      db,
      createPartner(db, { name: "Test partner" }).then(({ partner }) => partner.id),
    );
  }
  const partner = { id: await partnerIds.get(db)! };
  counter++;
  const { business } = await createBusiness(db, partner.id, {
    name: `Test business ${counter}`,
    country: "SE",
    base_currency: "SEK",
    timezone: "Europe/Stockholm",
  });
  const chart = await db.select().from(accounts).where(eq(accounts.businessId, business.id));
  const account = (code: string) => {
    const found = chart.find((row) => row.code === code);
    if (!found) throw new Error(`No account ${code} in the default chart.`);
    return found;
  };
  const archive = (accountId: string) =>
    db
      .update(accounts)
      .set({ isArchived: true })
      .where(and(eq(accounts.businessId, business.id), eq(accounts.id, accountId)));
  return { business, chart, account, archive };
}
