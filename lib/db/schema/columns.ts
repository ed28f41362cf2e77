import { bigint, numeric, timestamp, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";

/** Column builders every tenant table shares, so money, rates and stamps are typed the same everywhere. */
export const tenantId = () =>
  uuid("business_id")
    .notNull()
    .references(() => businesses.id);
export const cents = (name: string) => bigint(name, { mode: "number" });
/** Base-currency units per one document-currency unit (decisions.md §4), exact. */
export const exchangeRate = (name = "exchange_rate") => numeric(name, { precision: 24, scale: 12 });
export const stamp = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => stamp("created_at").notNull().defaultNow();
export const updatedAt = () => stamp("updated_at").notNull().defaultNow();
