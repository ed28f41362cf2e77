import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";
import { partners } from "./partners";

/**
 * Which tabs of the embed a business sees (docs/menu-config.md): a business's own configuration, else its partner's
 * default, else every tab. Each stores the flags as they were sent; a key left out means enabled.
 */
export const businessMenuConfigs = pgTable("business_menu_configs", {
  businessId: uuid("business_id")
    .primaryKey()
    .references(() => businesses.id),
  menu: jsonb("menu").$type<Record<string, boolean>>().notNull(),
  subMenuTabs: jsonb("sub_menu_tabs").$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const partnerMenuConfigs = pgTable("partner_menu_configs", {
  partnerId: uuid("partner_id")
    .primaryKey()
    .references(() => partners.id),
  menu: jsonb("menu").$type<Record<string, boolean>>().notNull(),
  subMenuTabs: jsonb("sub_menu_tabs").$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
