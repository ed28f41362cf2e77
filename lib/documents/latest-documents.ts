import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import type { DocumentOwnerType } from "./store-document";
import type { DocumentRow } from "./document-serializer";

/** The newest document of each owner, in one query: owner id → document. */
export async function latestDocuments(
  db: Db,
  businessId: string,
  ownerType: DocumentOwnerType,
  ownerIds: readonly string[],
): Promise<Map<string, DocumentRow>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([documents.ownerId])
    .from(documents)
    .where(
      and(
        eq(documents.businessId, businessId),
        eq(documents.ownerType, ownerType),
        inArray(documents.ownerId, [...ownerIds]),
      ),
    )
    .orderBy(documents.ownerId, desc(documents.createdAt), desc(documents.id));
  return new Map(rows.map((row) => [row.ownerId, row]));
}
