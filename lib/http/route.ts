import "server-only";
import type { z } from "zod";
import { commitWithLastStatement } from "../db/commit-with-last-statement";
import { getDb, type Db } from "../db/client";
import { findBusinessWithPartnerCached } from "../businesses/business-access";
import type { BusinessRow } from "../businesses/business-serializer";
import { recordAuditEvents } from "../audit/record-audit-event";
import { signalEventsCommitted } from "../events/events-committed";
import type { ChangedResource } from "../events/write-events";
import { ApiError, isApiError } from "./api-error";
import { recordBatchEvents } from "./batch-events";
import { authenticateBearer, authenticatePartnerCredentials, type Caller } from "./authenticate";
import { corsHeaders, preflightHeaders } from "./cors";
import { csvResponse, wantsCsv, type CsvResult } from "./csv-response";
import { type Endpoint, HTTP_METHODS, type HttpMethod, isAuditedEndpoint, isWriteEndpoint } from "./endpoint";
import { errorResponse, type ErrorFormat, internalError } from "./error-response";
import { withRollbackUndo } from "../db/rollback-undo";
import { retryTransient } from "../db/transient-error";
import { idempotencyKeyOf, requestFingerprint, runIdempotently } from "./idempotency";
import { DEFAULT_BODY_LIMIT, parseFormBody, parseJsonBody, readBodyText } from "./request-body";
import { requestIdOf } from "./request-id";
import { assertSecureTransport } from "./transport";
import { assertWellFormedInput } from "./well-formed-input";
import { appendWriteTrail, trailOf } from "./write-trail";
import { groupedWrites, type WriteGroup } from "./grouped-writes";
import { parseOrThrow, queryToObject } from "./validation";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<P, Q, B> {
  request: Request;
  requestId: string;
  db: Db;
  caller: Caller;
  /** The business in the path, already checked against the caller (business routes only). */
  business: BusinessRow;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /**
   * Batch routes (`isBatch`): records the events of the items a savepoint stores, in that savepoint, one per item
   * with the item's body as its change and the stored resource's id.
   */
  auditItems: (tx: Db, items: readonly AuditedItem[]) => Promise<void>;
}

/** One stored item of a batch, as its audit event records it. */
export interface AuditedItem {
  body: unknown;
  status: number;
  resourceId: string;
}

export interface HandlerResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The same result as CSV, sent instead of the JSON body when the request asks for text/csv. */
  csv?: CsvResult;
  /** Other resources the write changed, in their current representation, for the contract's event rules. */
  changed?: ChangedResource[];
  /**
   * The write stored nothing (a bulk request whose every item was refused): it answers as usual but records no audit
   * event and no event, as a refused request would not.
   */
  storedNothing?: boolean;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((request: Request, context: NextRouteContext) => Promise<Response>) & {
  endpoint: Endpoint;
};

/** Everything a route would otherwise repeat: transport, auth, rate limit, tenant check, parsing, error mapping. */
export function handle<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  endpoint: Endpoint<P, Q, B>,
  handler: (context: HandlerContext<P, Q, B>) => Promise<HandlerResult>,
  options: { group?: WriteGroup<Out<B>> } = {},
): RouteHandler {
  const coalescer = options.group && groupedWrites(endpoint, options.group);
  const run = async (request: Request, context: NextRouteContext): Promise<Response> => {
    const requestId = requestIdOf(request);
    const headers = new Headers({ "X-Request-Id": requestId });
    try {
      assertSecureTransport(request);
      const db = await getDb();
      const rawParams = await context.params;
      const isBusinessRoute = endpoint.auth === "business";
      const target = isBusinessRoute ? await findBusinessForCors(db, request, rawParams) : undefined;
      setHeaders(headers, corsHeaders(request, target?.partnerAllowedOrigins));
      const readBody = () =>
        endpoint.body
          ? readBodyText(request, endpoint.maxBodyBytes ?? DEFAULT_BODY_LIMIT)
          : Promise.resolve("");
      // Endpoint 1's client may authenticate in its form body (client_secret_post), so that body is read first.
      const isClientAuthInBody = endpoint.auth === "partner_credentials";
      const earlyBodyText = isClientAuthInBody ? await readBody() : undefined;
      const caller = isClientAuthInBody
        ? await authenticatePartnerCredentials(db, request, parseFormBody(request, earlyBodyText!))
        : await authenticateBearer(db, request);
      setHeaders(headers, caller.rateLimitHeaders);
      if (endpoint.auth === "partner" && caller.businessId) {
        throw new ApiError("forbidden", "A business token cannot call partner-level routes.");
      }
      const params = parseOptional(endpoint.params, rawParams, "path") as Out<P>;
      const business = isBusinessRoute ? await authorizeBusiness(db, caller, endpoint, params) : undefined;
      const searchParams = queryToObject(new URL(request.url).searchParams, endpoint.repeatableQuery);
      const query = parseOptional(endpoint.query, searchParams, "query") as Out<Q>;
      const bodyText = earlyBodyText ?? (await readBody());
      let body: unknown;
      let isBodyParsed = false;
      const parsedBody = () => {
        if (!isBodyParsed) {
          body = parseOptional(
            endpoint.body,
            endpoint.body && parseBody(request, endpoint, bodyText),
            "body",
          );
          isBodyParsed = true;
        }
        return body as Out<B>;
      };
      const execute = async (handlerDb: Db): Promise<HandlerResult> => {
        parsedBody();
        return handler({
          request,
          requestId,
          db: handlerDb,
          caller,
          business: business!,
          params,
          query,
          body: body as Out<B>,
          auditItems: (tx, items) =>
            recordAuditEvents(
              tx,
              items.map((item) => ({
                endpoint,
                caller,
                businessId: business!.id,
                params: params as Record<string, unknown>,
                body: item.body,
                status: item.status,
                responseBody: { id: item.resourceId },
                requestId,
              })),
            ),
        });
      };
      // An audited write and its audit event commit together or not at all: the handler runs in a transaction that
      // the event is inserted into last (the domain's own transactions become savepoints inside it). A refused request
      // throws before the insert, and a replayed Idempotency-Key never gets here: neither is recorded. What the write
      // put outside the database (a document in a bucket) is removed again when the transaction fails. A batch route
      // records one audit event per stored item instead (auditItems), each in its item's savepoint of this transaction.
      // The write's events (its contract's `events`) join the same transaction, before the audit event; a batch's are
      // recorded per stored item (status 201) from its results.
      const isAudited = business !== undefined && isAuditedEndpoint(endpoint);
      let eventCount = 0;
      // The trail is the transaction's last statement, sent with its commit (lib/db/commit-with-last-statement.ts).
      const executeAndAudit = async (handlerDb: Db): Promise<HandlerResult> => {
        if (!isAudited) return execute(handlerDb);
        const { result, last } = await commitWithLastStatement(handlerDb, async (tx) => {
          const result = await execute(tx);
          if (result.storedNothing) return { result, last: async () => 0 };
          if (endpoint.isBatch) {
            const record = () => recordBatchEvents(tx, endpoint, business.id, caller.partnerId, result.body);
            return { result, last: record };
          }
          const { write, due } = await trailOf(
            tx,
            {
              endpoint,
              caller,
              businessId: business.id,
              params: params as Record<string, unknown>,
              body,
              requestId,
            },
            result,
          );
          return { result, last: () => appendWriteTrail(tx, business.id, due, write) };
        });
        eventCount = last;
        return result;
      };
      const idempotencyKey =
        endpoint.method === "POST" && endpoint.isIdempotent !== false ? idempotencyKeyOf(request) : undefined;
      // With an Idempotency-Key the key's record shares the write's transaction (lib/http/idempotency.ts); either way,
      // whatever the attempt stored outside the database is undone when it fails, a refusal included.
      const runAlone = async (): Promise<HandlerResult> => {
        const result = await retryTransient(() =>
          withRollbackUndo(() =>
            idempotencyKey
              ? runIdempotently(db, {
                  ownerId: business?.id ?? caller.partnerId,
                  key: idempotencyKey,
                  fingerprint: requestFingerprint(request, bodyText),
                  format: endpoint.errorFormat ?? "api",
                  execute: executeAndAudit,
                })
              : executeAndAudit(db),
          ),
        );
        if (eventCount > 0) signalEventsCommitted();
        return result;
      };
      // Without an Idempotency-Key (whose record keeps a refusal too) the body is checked before any transaction, so
      // a refused request costs the database nothing. Such a write of an endpoint that groups its writes
      // (lib/http/grouped-writes.ts) may then be stored together with its business's concurrent ones, trail included.
      if (idempotencyKey === undefined) parsedBody();
      const isGrouped =
        isAudited &&
        idempotencyKey === undefined &&
        coalescer !== undefined &&
        options.group!.accepts(body as Out<B>);
      const result: HandlerResult = isGrouped
        ? await coalescer.submit(business.id, {
            db,
            request,
            requestId,
            caller,
            business,
            params: params as Record<string, unknown>,
            body: body as Out<B>,
            runAlone,
          })
        : await runAlone();
      setHeaders(headers, { ...result.headers, "Cache-Control": "no-store" });
      // RFC 6749 §5.1: token responses also say Pragma: no-cache, for HTTP/1.0 caches.
      if (endpoint.errorFormat === "oauth") headers.set("Pragma", "no-cache");
      if (result.csv && wantsCsv(request)) return csvResponse(result.csv, result.status ?? 200, headers);
      return Response.json(result.body, { status: result.status ?? 200, headers });
    } catch (error) {
      const apiError = isApiError(error) ? error : internalError(error, requestId);
      return errorResponse(apiError, endpoint.errorFormat ?? "api", headers);
    }
  };
  return Object.assign(run, { endpoint });
}

function setHeaders(headers: Headers, values: Record<string, string> | undefined) {
  for (const [name, value] of Object.entries(values ?? {})) headers.set(name, value);
}

/**
 * Every piece of request input passes here before a handler sees it: first the checks no schema states (well-formed
 * text, bounded nesting) on everything sent, declared or not, then the contract's schema.
 */
function parseOptional(schema: z.ZodType | undefined, input: unknown, location: string): unknown {
  assertWellFormedInput(input, location);
  return schema ? parseOrThrow(schema, input, location) : undefined;
}

function parseBody(request: Request, endpoint: Endpoint, text: string): unknown {
  if (!text.trim() && (endpoint.method === "PUT" || endpoint.method === "PATCH") && endpoint.body) {
    throw ApiError.validation({ body: ["Required: a JSON object."] }, "This request needs a body.");
  }
  return endpoint.bodyFormat === "form" ? parseFormBody(request, text) : parseJsonBody(request, text);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Looked up only for browser requests (an Origin header), so the error a browser gets is readable too. */
async function findBusinessForCors(db: Db, request: Request, rawParams: Record<string, unknown>) {
  const businessId = rawParams.business_id;
  if (!request.headers.get("origin") || typeof businessId !== "string" || !UUID.test(businessId))
    return undefined;
  return (await findBusinessWithPartnerCached(db, businessId.toLowerCase())) ?? undefined;
}

/**
 * decisions.md §2: a business token reaches only its own business (403 for any other, looked up or not), a partner
 * token only the businesses its partner owns (404 otherwise, the same whether the business exists or not).
 */
async function authorizeBusiness(
  db: Db,
  caller: Caller,
  endpoint: Endpoint,
  params: unknown,
): Promise<BusinessRow> {
  const businessId = (params as { business_id: string }).business_id;
  if (caller.businessId && caller.businessId !== businessId) {
    throw new ApiError("forbidden", "This token is for another business.");
  }
  if (caller.scope === "business_read" && isWriteEndpoint(endpoint)) {
    throw new ApiError("forbidden", "This token is read-only.");
  }
  const found = await findBusinessWithPartnerCached(db, businessId);
  if (!found || found.business.partnerId !== caller.partnerId) throw ApiError.notFound("Business");
  return found.business;
}

/**
 * The exports of one route.ts: the given handlers, 405 with `Allow` for every other method, and OPTIONS answering
 * CORS preflight for business routes.
 */
export function apiRoute(handlers: Partial<Record<HttpMethod, RouteHandler>>) {
  const allowed = HTTP_METHODS.filter((method) => handlers[method]);
  const isBrowserCallable = allowed.some((method) => handlers[method]!.endpoint.auth === "business");
  // The token endpoints answer every error in RFC 6749's shape, a wrong method included.
  const format = handlers[allowed[0]!]!.endpoint.errorFormat ?? "api";
  // Next.js answers HEAD for a GET route by itself, and OPTIONS is below.
  const allow = [...allowed.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])), "OPTIONS"];
  const notAllowed = methodNotAllowed(allow, format);
  const options = async (request: Request, context: NextRouteContext) => {
    const headers = new Headers({
      "X-Request-Id": requestIdOf(request),
      Allow: allow.join(", "),
    });
    if (isBrowserCallable) {
      const target = await findBusinessForCors(await getDb(), request, await context.params).catch(
        () => undefined,
      );
      const cors = corsHeaders(request, target?.partnerAllowedOrigins);
      if (cors["Access-Control-Allow-Origin"]) Object.assign(cors, preflightHeaders(allowed));
      for (const [name, value] of Object.entries(cors)) headers.set(name, value);
    }
    return new Response(null, { status: 204, headers });
  };
  const pick = (method: HttpMethod) => handlers[method] ?? notAllowed;
  return {
    GET: pick("GET"),
    POST: pick("POST"),
    PUT: pick("PUT"),
    PATCH: pick("PATCH"),
    DELETE: pick("DELETE"),
    OPTIONS: options,
  };
}

/** A handler answering 405 `method_not_allowed` with `Allow`, for the methods a route does not serve. */
export function methodNotAllowed(allow: readonly string[], format: ErrorFormat = "api") {
  return async (request: Request) =>
    errorResponse(
      new ApiError("method_not_allowed", `${request.method} is not allowed here.`, undefined, {
        Allow: allow.join(", "),
      }),
      format,
      new Headers({ "X-Request-Id": requestIdOf(request) }),
    );
}
