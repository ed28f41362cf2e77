import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses, businessMenuConfigs, partnerMenuConfigs } from "../db/schema";
import type { MenuConfigInput, MenuConfigResponse, MenuConfigSource } from "../schemas/menu-config";
import { MENU_KEYS, SUB_MENU_TABS } from "../schemas/menu-tabs";

interface StoredFlags {
  menu: Record<string, boolean>;
  subMenuTabs: Record<string, boolean>;
  updatedAt: Date;
}

/** The stored flags over the default: a key left out (or added to the embed later) is enabled. */
function serialize(
  businessId: string | null,
  source: MenuConfigSource,
  stored: StoredFlags | undefined,
): MenuConfigResponse {
  const pick = <K extends string>(keys: readonly K[], flags: Record<string, boolean> | undefined) =>
    Object.fromEntries(keys.map((key) => [key, flags?.[key] ?? true])) as Record<K, boolean>;
  return {
    business_id: businessId,
    source,
    menu: pick(MENU_KEYS, stored?.menu),
    sub_menu_tabs: pick(SUB_MENU_TABS, stored?.subMenuTabs),
    updated_at: stored?.updatedAt.toISOString() ?? null,
  };
}

const valuesOf = (input: MenuConfigInput) => ({
  menu: input.menu as Record<string, boolean>,
  subMenuTabs: (input.sub_menu_tabs ?? {}) as Record<string, boolean>,
  updatedAt: new Date(),
});

/** The configuration a business's embed follows: its own, else its partner's default, else every tab. */
export async function effectiveMenuConfig(db: Db, businessId: string): Promise<MenuConfigResponse> {
  const [row] = await db
    .select({ own: businessMenuConfigs, partner: partnerMenuConfigs })
    .from(businesses)
    .leftJoin(businessMenuConfigs, eq(businessMenuConfigs.businessId, businesses.id))
    .leftJoin(partnerMenuConfigs, eq(partnerMenuConfigs.partnerId, businesses.partnerId))
    .where(eq(businesses.id, businessId));
  if (row?.own) return serialize(businessId, "business", row.own);
  if (row?.partner) return serialize(businessId, "partner", row.partner);
  return serialize(businessId, "default", undefined);
}

export async function putBusinessMenuConfig(
  db: Db,
  businessId: string,
  input: MenuConfigInput,
): Promise<MenuConfigResponse> {
  const values = valuesOf(input);
  await db
    .insert(businessMenuConfigs)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: businessMenuConfigs.businessId, set: values });
  return effectiveMenuConfig(db, businessId);
}

/** Drops the business's own configuration; the answer is what it falls back to. */
export async function deleteBusinessMenuConfig(db: Db, businessId: string): Promise<MenuConfigResponse> {
  await db.delete(businessMenuConfigs).where(eq(businessMenuConfigs.businessId, businessId));
  return effectiveMenuConfig(db, businessId);
}

export async function partnerMenuConfig(db: Db, partnerId: string): Promise<MenuConfigResponse> {
  const [row] = await db.select().from(partnerMenuConfigs).where(eq(partnerMenuConfigs.partnerId, partnerId));
  return serialize(null, row ? "partner" : "default", row);
}

export async function putPartnerMenuConfig(
  db: Db,
  partnerId: string,
  input: MenuConfigInput,
): Promise<MenuConfigResponse> {
  const values = valuesOf(input);
  await db
    .insert(partnerMenuConfigs)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: partnerMenuConfigs.partnerId, set: values });
  return partnerMenuConfig(db, partnerId);
}

export async function deletePartnerMenuConfig(db: Db, partnerId: string): Promise<MenuConfigResponse> {
  await db.delete(partnerMenuConfigs).where(eq(partnerMenuConfigs.partnerId, partnerId));
  return partnerMenuConfig(db, partnerId);
}
