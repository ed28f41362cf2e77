import { z } from "zod";
import { uuidSchema } from "./common";
import { metadataSchema } from "./metadata";

export const DOCUMENT_URL_LIFETIME_SECONDS = 900;

/**
 * Base64 (standard or URL-safe alphabet) in whole groups, optionally as a `data:…;base64,` URL: what
 * lib/documents/decode-upload.ts accepts, less the white space it also strips.
 */
export const BASE64_FILE_PATTERN =
  "^(?:[Dd][Aa][Tt][Aa]:[^,]*;[Bb][Aa][Ss][Ee]64,)?(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{3}=?|[A-Za-z0-9+/_-]{2}(?:==)?)$";

export const documentUploadSchema = z
  .object({
    file: z
      .string({ error: "Required: the file as base64 or a data: URL." })
      .min(1, "Must not be empty.")
      .meta({
        description:
          "The file's bytes as base64 (a `data:<type>;base64,` URL is accepted), at most 10 MB decoded. The type is " +
          "read from the bytes: PDF, PNG, JPEG, WEBP, HEIC, XML or CSV.",
        pattern: BASE64_FILE_PATTERN,
      }),
    file_name: z.string().trim().min(1, "Must not be empty.").max(255, "At most 255 characters.").optional(),
    document_type: z
      .string()
      .trim()
      .min(1, "Must not be empty.")
      .max(100, "At most 100 characters.")
      .optional(),
    upload_source: z.string().max(100, "At most 100 characters.").nullish(),
    metadata: metadataSchema.optional(),
    tags: metadataSchema.optional(),
  })
  .meta({ id: "DocumentUpload" });
export type DocumentUploadInput = z.output<typeof documentUploadSchema>;

export const documentSchema = z
  .object({
    url: z.string().meta({ description: "Signed link that needs no token; valid for `expires_in` seconds." }),
    expires_in: z.number().int().meta({ description: "Seconds the url stays valid (900)." }),
    document_id: uuidSchema,
    file_name: z.string(),
    file_size: z.number().int().meta({ description: "Bytes." }),
    mime_type: z.string(),
  })
  .meta({ id: "Document" });
export type DocumentResponse = z.output<typeof documentSchema>;
