import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";

/**
 * An uploaded file (decisions.md §9). The bytes live in document storage under `storage_key`; this row says what
 * they are and which document (`owner_type`, `owner_id`) they belong to. The newest row of an owner is its document.
 */
export const documents = pgTable(
  "documents",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    ownerType: text("owner_type").notNull(),
    ownerId: uuid("owner_id").notNull(),
    documentType: text("document_type").notNull(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: integer("file_size").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadSource: text("upload_source"),
    metadata: jsonb("metadata"),
    tags: jsonb("tags"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("documents_business_owner_idx").on(t.businessId, t.ownerType, t.ownerId, t.createdAt),
  ],
);
