import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses } from "../db/schema";
import { seedChartOfAccounts } from "../ledger/seed-chart-of-accounts";
import type { CreateBusinessInput } from "../schemas/business";
import type { BusinessRow } from "./business-serializer";

/**
 * Creates a business with its chart of accounts in one transaction. A known `external_id` returns the existing
 * business instead (`isNew: false`); concurrent creates with one external_id make one business.
 */
export async function createBusiness(
  db: Db,
  partnerId: string,
  input: CreateBusinessInput,
): Promise<{ business: BusinessRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(businesses)
      .values({
        partnerId,
        name: input.name,
        country: input.country,
        baseCurrency: input.base_currency,
        timezone: input.timezone,
        externalId: input.external_id ?? null,
      })
      .onConflictDoNothing({ target: [businesses.partnerId, businesses.externalId] })
      .returning();
    if (created) {
      await seedChartOfAccounts(tx, created.id);
      return { business: created, isNew: true };
    }
    const [existing] = await tx
      .select()
      .from(businesses)
      .where(and(eq(businesses.partnerId, partnerId), eq(businesses.externalId, input.external_id!)));
    return { business: existing!, isNew: false };
  });
}
