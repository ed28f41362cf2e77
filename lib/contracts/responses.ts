import { errorBodySchema, oauthErrorBodySchema } from "../schemas/common";
import type { ResponseSpec } from "../http/endpoint";

/** The error responses every bearer-authenticated route can give (decisions.md §1). */
export const commonErrors: Record<number, ResponseSpec> = {
  400: {
    description: "Validation failed; `details` maps each field to its messages.",
    schema: errorBodySchema,
  },
  401: { description: "Missing, malformed, badly signed or expired token.", schema: errorBodySchema },
  403: {
    description: "HTTPS required, or the token may not act here (other business, read-only).",
    schema: errorBodySchema,
  },
  429: { description: "Rate limited; see Retry-After.", schema: errorBodySchema },
};

export const businessErrors: Record<number, ResponseSpec> = {
  ...commonErrors,
  404: {
    description: "Unknown resource, or a business the caller's partner does not own.",
    schema: errorBodySchema,
  },
};

export const writeErrors: Record<number, ResponseSpec> = {
  ...businessErrors,
  409: { description: "Conflict with the resource's state or a unique field.", schema: errorBodySchema },
  413: { description: "Body over the size limit.", schema: errorBodySchema },
  415: { description: "Body is not application/json.", schema: errorBodySchema },
};

export const oauthErrors: Record<number, ResponseSpec> = {
  400: {
    description: "RFC 6749 §5.2: invalid_request, unsupported_grant_type, invalid_scope.",
    schema: oauthErrorBodySchema,
  },
  401: {
    description: "RFC 6749 §5.2: invalid_client (or invalid_token on endpoint 2).",
    schema: oauthErrorBodySchema,
  },
  429: { description: "Too many token requests.", schema: oauthErrorBodySchema },
};

/** Writes that honour If-Match (lib/http/precondition.ts). */
export const versionedWriteErrors: Record<number, ResponseSpec> = {
  ...writeErrors,
  412: {
    description:
      "If-Match does not name the resource's current version (its ETag): it changed since it was read.",
    schema: errorBodySchema,
  },
};
