import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { vendors } from "../db/schema";
import { isChosenById, unknownVendorId, usableVendor, type VendorChoice } from "./resolve-vendor";
import type { VendorRow } from "./vendor-serializer";

/**
 * resolveVendor for a whole batch in at most three statements: the vendors named by id, those named by external id,
 * and one insert of the unknown external ids (each created once, named by the first choice that names it; one a
 * concurrent request inserted first is read back). Each choice gets its vendor or the error resolveVendor throws.
 */
export async function resolveVendors(
  db: Db,
  businessId: string,
  choices: readonly VendorChoice[],
): Promise<(VendorRow | Error)[]> {
  const byId = new Set<string>();
  const byExternalId = new Map<string, string | undefined>();
  const kinds = choices.map((choice) => {
    try {
      if (isChosenById(choice)) byId.add(choice.vendor_id!.toLowerCase());
      else if (!byExternalId.has(choice.vendor_external_id!))
        byExternalId.set(choice.vendor_external_id!, choice.vendor_name?.trim() || undefined);
      return undefined;
    } catch (error) {
      return error as Error;
    }
  });
  const ids = new Map<string, VendorRow>();
  const externalIds = new Map<string, VendorRow>();
  const readByExternalId = async (wanted: string[]) => {
    if (wanted.length === 0) return;
    const rows = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.businessId, businessId), inArray(vendors.externalId, wanted)));
    for (const row of rows) externalIds.set(row.externalId!, row);
  };
  if (byId.size > 0) {
    const rows = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.businessId, businessId), inArray(vendors.id, [...byId])));
    for (const row of rows) ids.set(row.id, row);
  }
  await readByExternalId([...byExternalId.keys()]);
  const missing = [...byExternalId].filter(([externalId]) => !externalIds.has(externalId));
  if (missing.length > 0) {
    const created = await db
      .insert(vendors)
      .values(
        missing.map(([externalId, name]) => ({ businessId, externalId, companyName: name ?? externalId })),
      )
      .onConflictDoNothing()
      .returning();
    for (const row of created) externalIds.set(row.externalId!, row);
    await readByExternalId(missing.map(([externalId]) => externalId).filter((id) => !externalIds.has(id)));
  }
  const usable = (vendor: VendorRow, field: string): VendorRow | Error => {
    try {
      return usableVendor(vendor, field);
    } catch (error) {
      return error as Error;
    }
  };
  return choices.map((choice, index) => {
    if (kinds[index]) return kinds[index];
    if (choice.vendor_id !== undefined && choice.vendor_id !== null) {
      const vendor = ids.get(choice.vendor_id.toLowerCase());
      return vendor ? usable(vendor, "vendor_id") : unknownVendorId();
    }
    return usable(externalIds.get(choice.vendor_external_id!)!, "vendor_external_id");
  });
}
