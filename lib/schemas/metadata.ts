import { z } from "zod";

/** decisions.md §1: metadata is at most 10 kB, counted as the UTF-8 bytes of its JSON text. */
export const METADATA_MAX_BYTES = 10 * 1024;

export const jsonByteLength = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value) ?? "").length;

/** Custom data the caller keeps on a document: any JSON value, at most 10 kB serialized. */
export const metadataSchema = z
  .unknown()
  .refine((value) => jsonByteLength(value) <= METADATA_MAX_BYTES, {
    message: `Must be at most ${METADATA_MAX_BYTES} bytes of JSON.`,
  })
  .meta({ description: "Any JSON value, at most 10 kB (10,240 bytes) serialized." });
