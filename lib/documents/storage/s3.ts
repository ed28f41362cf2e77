import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { undoOnRollback } from "../../db/rollback-undo";
import { checkedStorageKey, type DocumentStorage, type StoredDocument } from "./document-storage";

export interface S3Settings {
  bucket: string;
  /** Put before every object key, e.g. `documents/`. */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); unset for AWS S3. */
  endpoint?: string;
  /** Bucket in the path instead of the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Bytes as objects in an S3-compatible bucket (`DOCUMENT_STORAGE=s3`), shared by every app instance. An object put
 * for a transaction that then fails is deleted again (db/rollback-undo.ts).
 */
export class S3DocumentStorage implements DocumentStorage {
  readonly kind = "s3";
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: S3-compatible servers differ in the newer checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private objectKey(document: StoredDocument): string {
    return `${this.settings.prefix}${checkedStorageKey(document.storageKey)}`;
  }

  async put(_tx: unknown, document: StoredDocument, bytes: Uint8Array): Promise<void> {
    const Key = this.objectKey(document);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: bytes }));
    undoOnRollback(async () => {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
    });
  }

  async get(_db: unknown, document: StoredDocument): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(document) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }
}
