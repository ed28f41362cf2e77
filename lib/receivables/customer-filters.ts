import { and, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like-pattern";
import { customers } from "../db/schema";

/** Rows whose customer (in `customerColumn`) is one of the business's customers matching `condition`. */
export const customerWhere = (db: Db, businessId: string, customerColumn: PgColumn, condition: SQL) =>
  inArray(
    customerColumn,
    db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), condition)),
  );

export const customerExternalIdIs = (externalId: string) => eq(customers.externalId, externalId);

/** A customer whose display, company or individual name contains `search` (case-insensitive). */
export const customerNameContains = (search: string) => {
  const pattern = containsPattern(search);
  return or(
    ilike(customers.displayName, pattern),
    ilike(customers.companyName, pattern),
    ilike(customers.individualName, pattern),
  )!;
};
