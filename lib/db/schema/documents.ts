import {
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";

/**
 * An uploaded file (decisions.md §9). The bytes live in document storage (lib/documents/storage): `storage` names the
 * backend that holds them (`postgres`, `disk` or `s3`, so a change of configuration never strands older files) and
 * `storage_key` where. This row says what they are and which document (`owner_type`, `owner_id`) they belong to. The
 * newest row of an owner is its document.
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
    storage: text("storage").notNull().default("postgres"),
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

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres reads a Buffer, PGlite a Uint8Array: one type for callers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of documents kept in PostgreSQL (the default storage): written in the transaction that writes the
 * document's row, so a refused or rolled-back request leaves neither, and every app instance reads them. Apart from
 * `documents` so that listing documents never reads their bytes.
 */
export const documentContents = pgTable(
  "document_contents",
  {
    businessId: tenantId(),
    documentId: uuid("document_id").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.documentId] }),
    foreignKey({
      name: "document_contents_document_fk",
      columns: [t.businessId, t.documentId],
      foreignColumns: [documents.businessId, documents.id],
    }).onDelete("cascade"),
  ],
);
