import type { z } from "zod";
import type { AuditResourceType } from "../schemas/audit-event";
import type { EventRule } from "../schemas/event";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const HTTP_METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Who may call an endpoint:
 * - `partner_credentials`: HTTP Basic with partner id and API key (token endpoint 1),
 * - `partner`: a partner token only (a business token is 403),
 * - `business`: a partner token of the owning partner, or that business's own token.
 */
export type AuthMode = "partner_credentials" | "partner" | "business";

/** A named example of a body in the OpenAPI document. */
export interface BodyExample {
  summary: string;
  value: unknown;
}

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  examples?: Record<string, BodyExample>;
}

/**
 * The contract of one operation: route handlers are built from it (lib/http/route.ts) and so is the OpenAPI
 * document (lib/openapi), so the two cannot drift apart. Contracts import zod only, never server code.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** OpenAPI form, trailing slash included: `/v1/platform/businesses/{business_id}/`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: AuthMode;
  params?: P;
  query?: Q;
  /** Query parameters that may be repeated; their values are read as one comma-separated list. */
  repeatableQuery?: readonly string[];
  body?: B;
  /**
   * What the OpenAPI document shows as the body when `body` parses it more loosely: a batch route takes its items as
   * they come and validates each one on its own, so one bad item does not refuse the others.
   */
  documentedBody?: z.ZodType;
  bodyExamples?: Record<string, BodyExample>;
  /**
   * A batch route (issue 15): its handler records one audit event per item it stores, in that item's savepoint,
   * through `auditItems`; the route records no event of its own.
   */
  isBatch?: boolean;
  bodyFormat?: "json" | "form";
  /** Errors in RFC 6749 §5.2 shape instead of the API's (token endpoints). */
  errorFormat?: "api" | "oauth";
  maxBodyBytes?: number;
  /**
   * Whether a POST honours `Idempotency-Key` (decisions.md §8); default true. The token endpoints do not: a replay
   * would hand out a stored, possibly expired access token, and tokens must never be stored.
   */
  isIdempotent?: boolean;
  /** Whether a read-only (`business_read`) token is refused. Defaults to true for every method but GET. */
  isWrite?: boolean;
  responses: Record<number, ResponseSpec>;
  /**
   * What a write on a business route changes, as the audit trail names it (`bill`, `vendor_credit`…). Every such
   * write must name one (lib/contracts/audited-endpoints.test.ts); other endpoints are not audited.
   */
  resourceType?: AuditResourceType;
  /**
   * The events a successful audited write emits (lib/schemas/event.ts, docs/events-and-webhooks.md). Every audited
   * write declares at least one (lib/contracts/audited-endpoints.test.ts).
   */
  events?: readonly EventRule[];
  /** The 200 response is also offered as text/csv (`Accept: text/csv` or `?format=csv`); documents the columns. */
  csv?: { description: string };
}

export function defineEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  endpoint: Endpoint<P, Q, B>,
): Endpoint<P, Q, B> {
  return endpoint;
}

export function isWriteEndpoint(endpoint: Endpoint): boolean {
  return endpoint.isWrite ?? endpoint.method !== "GET";
}

/** Writes on a business route leave an audit event; token endpoints and partner-level routes do not. */
export function isAuditedEndpoint(endpoint: Endpoint): boolean {
  return endpoint.auth === "business" && endpoint.method !== "GET";
}
