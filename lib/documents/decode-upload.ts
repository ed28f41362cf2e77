import { ApiError } from "../http/api-error";
import { DOCUMENT_MAX_BYTES } from "../schemas/document-limits";

const DATA_URL = /^data:([^,]*?),/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The bytes of an uploaded `file`: base64 (standard or URL-safe alphabet) or a base64 `data:` URL. Over 10 MB decoded
 * is 413 payload_too_large, measured before decoding; text that is not base64 is 400. Errors name `fieldPath`.
 */
export function decodeUploadFile(file: string, fieldPath: string): Buffer {
  let encoded = file;
  const dataUrl = DATA_URL.exec(file);
  if (dataUrl) {
    if (!/;base64$/i.test(dataUrl[1]!)) {
      throw ApiError.validation({ [fieldPath]: ["A data: URL must be base64-encoded (;base64,)."] });
    }
    encoded = file.slice(dataUrl[0].length);
  }
  encoded = encoded.replace(/\s+/g, "");
  if (!BASE64.test(encoded) || encoded.length % 4 === 1) {
    throw ApiError.validation({ [fieldPath]: ["Must be base64 or a base64 data: URL."] });
  }
  const padding = encoded.endsWith("==") ? 2 : encoded.endsWith("=") ? 1 : 0;
  const decodedSize = Math.floor((encoded.length * 3) / 4) - padding;
  if (decodedSize > DOCUMENT_MAX_BYTES) {
    const message = `The file is ${decodedSize} bytes; at most ${DOCUMENT_MAX_BYTES} (10 MB) are accepted.`;
    throw new ApiError("payload_too_large", message, { [fieldPath]: [message] });
  }
  const bytes = Buffer.from(encoded, "base64");
  if (bytes.length === 0) throw ApiError.validation({ [fieldPath]: ["The file is empty."] });
  return bytes;
}
