import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { serializeBills } from "./bill-serializer";
import type { CreatedBill } from "./create-bill";
import type { BillRelations } from "./load-bill-relations";

/**
 * The bill objects of a batch's results, in order: new bills from what their create wrote (no read), known ones
 * loaded together (five queries for all of them, as a page of the list is).
 */
export async function serializeCreatedBills(
  db: Db,
  business: BusinessRow,
  created: readonly CreatedBill[],
  origin: string,
): Promise<unknown[]> {
  const now = new Date();
  const fresh = created.filter((item) => item.relations);
  const known = created.filter((item) => !item.relations);
  const relations: BillRelations = {
    vendors: new Map(),
    lines: new Map(),
    payments: new Map(),
    creditAllocations: new Map(),
    documents: new Map(),
  };
  for (const item of fresh) {
    for (const key of Object.keys(relations) as (keyof BillRelations)[]) {
      for (const [id, value] of item.relations![key]) (relations[key] as Map<string, unknown>).set(id, value);
    }
  }
  const freshBodies = await serializeBills(
    db,
    business,
    fresh.map((item) => item.bill),
    origin,
    now,
    relations,
  );
  const knownBodies = await serializeBills(
    db,
    business,
    known.map((item) => item.bill),
    origin,
    now,
  );
  const bodies = new Map<CreatedBill, unknown>();
  fresh.forEach((item, index) => bodies.set(item, freshBodies[index]));
  known.forEach((item, index) => bodies.set(item, knownBodies[index]));
  return created.map((item) => bodies.get(item));
}
