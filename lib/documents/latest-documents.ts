import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { anyOf, param, preparedStatement } from "../db/prepared";
import { documents } from "../db/schema";
import type { DocumentOwnerType } from "./store-document";
import type { DocumentRow } from "./document-serializer";

const latestStatement = preparedStatement((db) =>
  db
    .selectDistinctOn([documents.ownerId])
    .from(documents)
    .where(
      and(
        eq(documents.businessId, param("businessId")),
        eq(documents.ownerType, param("ownerType")),
        anyOf(documents.ownerId, "ownerIds"),
      ),
    )
    .orderBy(documents.ownerId, desc(documents.createdAt), desc(documents.id))
    .prepare("latest_documents_of_owners"),
);

/** The newest document of each owner, in one query: owner id → document. */
export async function latestDocuments(
  db: Db,
  businessId: string,
  ownerType: DocumentOwnerType,
  ownerIds: readonly string[],
): Promise<Map<string, DocumentRow>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await latestStatement(db).execute({ businessId, ownerType, ownerIds: [...ownerIds] });
  return new Map(rows.map((row) => [row.ownerId, row]));
}
