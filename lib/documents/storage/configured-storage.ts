import path from "node:path";
import type { DocumentStorage, StorageKind } from "./document-storage";
import { STORAGE_KINDS } from "./document-storage";
import { LocalDiskDocumentStorage } from "./local-disk";
import { PostgresDocumentStorage } from "./postgres";
import type { S3Settings } from "./s3";

/**
 * The one place document storage is chosen. `DOCUMENT_STORAGE` picks where new documents go: `postgres` (default;
 * transactional, shared by every instance), `disk` (`DOCUMENT_STORAGE_DIR`, default `.data/documents`) or `s3`
 * (`DOCUMENT_S3_*`). A document is read from the storage its row names, so older documents stay readable after a
 * change as long as their storage stays configured.
 */
export function documentStorageKind(env: NodeJS.ProcessEnv = process.env): StorageKind {
  const kind = env.DOCUMENT_STORAGE || "postgres";
  if (!(STORAGE_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`DOCUMENT_STORAGE must be one of ${STORAGE_KINDS.join(", ")}; it is "${kind}".`);
  }
  return kind as StorageKind;
}

export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings {
  const bucket = env.DOCUMENT_S3_BUCKET;
  if (!bucket) throw new Error("DOCUMENT_STORAGE=s3 needs DOCUMENT_S3_BUCKET.");
  const accessKeyId = env.DOCUMENT_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.DOCUMENT_S3_SECRET_ACCESS_KEY;
  return {
    bucket,
    prefix: env.DOCUMENT_S3_PREFIX ?? "",
    region: env.DOCUMENT_S3_REGION || env.AWS_REGION || "us-east-1",
    endpoint: env.DOCUMENT_S3_ENDPOINT || undefined,
    forcePathStyle: env.DOCUMENT_S3_FORCE_PATH_STYLE === "1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

const postgres = new PostgresDocumentStorage();
const built = new Map<string, Promise<DocumentStorage>>();

/** The storage of one kind as configured now (built once per configuration; the S3 client is loaded only for s3). */
export function storageOfKind(kind: string, env: NodeJS.ProcessEnv = process.env): Promise<DocumentStorage> {
  if (kind === "postgres") return Promise.resolve(postgres);
  const settings =
    kind === "disk"
      ? path.resolve(env.DOCUMENT_STORAGE_DIR || ".data/documents")
      : kind === "s3"
        ? s3SettingsFromEnv(env)
        : undefined;
  if (settings === undefined) return Promise.reject(new Error(`Unknown document storage "${kind}".`));
  const cacheKey = `${kind}:${JSON.stringify(settings)}`;
  let storage = built.get(cacheKey);
  if (!storage) {
    storage =
      typeof settings === "string"
        ? Promise.resolve(new LocalDiskDocumentStorage(settings))
        : import("./s3").then(({ S3DocumentStorage }) => new S3DocumentStorage(settings));
    built.set(cacheKey, storage);
  }
  return storage;
}

/** Where new documents go. */
export const documentStorage = (env: NodeJS.ProcessEnv = process.env) =>
  storageOfKind(documentStorageKind(env), env);
