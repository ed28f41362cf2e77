import fc from "fast-check";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { basic, bearer, type PartnerCredentials } from "../api";
import { fieldPool, pathParameterPool, type Pools } from "./id-pools";
import type { OpenApi, Operation } from "./openapi";
import { arbitraryFor } from "./schema-arbitrary";

/** One request to send: the path with its ids, query values as sent on the wire, and the body. */
export interface FuzzRequest {
  path: string;
  query: Record<string, string>;
  /** `undefined`: no body. A string is sent as is (malformed JSON, a non-JSON body). */
  body?: unknown;
  contentType?: string;
}

export interface Caller {
  api: APIRequestContext;
  token: string;
  credentials: PartnerCredentials;
}

const queryValue = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(queryValue).join(",")
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** The path with every parameter replaced by a real id of the test business (one per parameter, from its pool). */
export function pathArbitrary(operation: Operation, pools: Pools): fc.Arbitrary<string> {
  const parts = operation.path.split(/(\{[a-z_]+\})/).map((part) => {
    if (!part.startsWith("{")) return fc.constant(part);
    const name = part.slice(1, -1);
    const ids = pathParameterPool(pools, operation.path, name);
    const pool = ids.length > 0 ? ids : (fieldPool(pools, name) ?? []);
    return pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid({ version: 4 });
  });
  return fc.tuple(...parts).map((values) => values.join(""));
}

/** Requests the document says are valid. */
export function validRequest(operation: Operation, doc: OpenApi, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const context = { doc, pools };
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
    query[parameter.name] = arbitraryFor(parameter.schema, context, parameter.name);
    if (parameter.required) required.push(parameter.name);
  }
  return fc
    .record({
      path: pathArbitrary(operation, pools),
      query: fc.record(query, { requiredKeys: required }),
      body: operation.body ? arbitraryFor(operation.body.schema, context) : fc.constant(undefined),
    })
    .map(({ path, query: values, body }) => ({
      path,
      query: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, queryValue(value)])),
      body,
    }));
}

/** The path with `{x}` filled as given: for malformed cases that keep the path real. */
export const urlOf = (request: FuzzRequest): string => {
  const search = new URLSearchParams(request.query).toString();
  return search ? `${request.path}?${search}` : request.path;
};

/** Sends a request the way a client of the operation would: its auth, its media type. */
export async function sendRequest(
  caller: Caller,
  operation: Operation,
  request: FuzzRequest,
): Promise<APIResponse> {
  const headers: Record<string, string> =
    operation.auth === "partner_credentials"
      ? { Authorization: basic(caller.credentials.partner_id, caller.credentials.api_key) }
      : bearer(caller.token);
  const form = operation.body?.mediaType === "application/x-www-form-urlencoded";
  let data: string | Buffer | undefined;
  if (request.body !== undefined) {
    headers["Content-Type"] =
      request.contentType ?? (form ? "application/x-www-form-urlencoded" : "application/json");
    data =
      typeof request.body === "string" || Buffer.isBuffer(request.body)
        ? (request.body as string | Buffer)
        : form
          ? new URLSearchParams(
              Object.entries(request.body as Record<string, unknown>).map(([k, v]) => [k, queryValue(v)]),
            ).toString()
          : JSON.stringify(request.body);
  }
  return caller.api.fetch(urlOf(request), { method: operation.method, headers, data, maxRedirects: 0 });
}
