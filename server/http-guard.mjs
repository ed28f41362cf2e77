// @ts-check
/**
 * What Next.js cannot answer in the API's error shape, because it happens before any route (or proxy.ts) runs:
 * - Node's HTTP parser refusing a request (a URL or headers over the 16 kB limit, an unknown method token, garbage)
 *   answers with an empty body and closes: `clientError` here answers JSON instead;
 * - a method Next.js does not serve (TRACE, PROPFIND, …) throws inside Next.js (a plain-text 500): here it is a 405
 *   whose `Allow` names what the path serves, as the app itself says it in answer to OPTIONS;
 * - CONNECT never reaches a request handler at all (`connect` event): 405 here too;
 * - a malformed percent-escape in the path makes Next.js' router throw (a plain-text 500): 400 here.
 * The codes and their statuses are those of lib/http/api-error.ts; bodies are `{error, error_code, details?}`, or
 * RFC 6749's `{error, error_description}` on the token endpoints' paths, as lib/http/error-response.ts writes them.
 */
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";

/** The methods Next.js route handlers and pages serve; anything else is answered here. */
export const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
// Token endpoint 1 and 2 (and anything under them): their errors follow RFC 6749 §5.2.
const OAUTH_PATH = /^\/v1\/platform\/(?:[^/]+\/)?oauth2(?:\/|$)/;
// RFC 6749 §5.2 calls any malformed token request `invalid_request`.
/** @type {Record<string, string>} */
const OAUTH_CODE = { validation_error: "invalid_request" };

/**
 * @param {string} path
 * @param {{ code: string, message: string, details?: Record<string, string[]> }} error
 */
export function errorBody(path, error) {
  return OAUTH_PATH.test(path)
    ? { error: OAUTH_CODE[error.code] ?? error.code, error_description: error.message }
    : { error: error.message, error_code: error.code, ...(error.details ? { details: error.details } : {}) };
}

/** @param {import("node:http").IncomingHttpHeaders} headers */
function requestIdOf(headers) {
  const given = headers["x-request-id"];
  return typeof given === "string" && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The path of a request target, `undefined` when it is not even a URL. @param {string | undefined} target */
function pathOf(target) {
  try {
    return new URL(target ?? "/", "http://localhost").pathname;
  } catch {
    return undefined;
  }
}

/** Whether every percent-escape of the path decodes (Next.js decodes the path, and throws when one does not). */
export function hasMalformedEscape(/** @type {string} */ path) {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} headers
 */
function sendJson(res, status, body, headers) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

/** A whole HTTP/1.1 response for a socket the parser gave up on, or that never became a request. */
function rawResponse(/** @type {number} */ status, /** @type {unknown} */ body, extraHeaders = "") {
  const text = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
    `Cache-Control: no-store\r\nX-Request-Id: ${randomUUID()}\r\n${extraHeaders}Connection: close\r\n\r\n${text}`
  );
}

const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "request_header_fields_too_large",
    message: "The request line and headers are larger than 16 kB: send long values in the body.",
  },
  // An unknown method token: RFC 9110 §15.6.2 answers a method the server does not recognise with 501.
  HPE_INVALID_METHOD: {
    status: 501,
    code: "not_implemented",
    message: "This method is not recognised. Methods: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "request_timeout",
    message: "The request took too long to arrive.",
  },
};
const MALFORMED = { status: 400, code: "invalid_request", message: "The request is not valid HTTP." };

/**
 * `clientError`: what Node would answer with an empty body, answered in JSON.
 * @param {Error & { code?: string, bytesParsed?: number }} error
 * @param {import("node:stream").Duplex} socket
 */
export function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const known =
    /** @type {Record<string, typeof MALFORMED>} */ (CLIENT_ERRORS)[error.code ?? ""] ?? MALFORMED;
  socket.end(rawResponse(known.status, { error: known.message, error_code: known.code }));
}

/**
 * `connect`: a CONNECT request (no route serves one).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:stream").Duplex} socket
 */
export function answerConnect(req, socket) {
  const body = { error: "CONNECT is not allowed here.", error_code: "method_not_allowed" };
  socket.end(rawResponse(405, body, "Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n"));
}

/**
 * 400 for a path with a malformed percent-escape; `true` when it answered.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function answerMalformedPath(req, res) {
  const path = pathOf(req.url);
  if (path !== undefined && !hasMalformedEscape(path)) return false;
  const error = {
    code: "validation_error",
    message: "The request path is not valid.",
    details: {
      path: ["Contains a malformed percent-escape (each % must start one of %00 to %FF, as UTF-8)."],
    },
  };
  sendJson(res, 400, errorBody(path ?? "/", error), { "X-Request-Id": requestIdOf(req.headers) });
  return true;
}

/**
 * A method Next.js does not serve: the request goes through the app as OPTIONS (which every route, page and the API's
 * catch-all answer, with `Allow` wherever the path exists), and whatever the app starts to answer is replaced by a 405
 * naming that `Allow`. A path the app does not know keeps the app's own answer (the API's JSON 404).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>} handle
 */
export function answerUnsupportedMethod(req, res, handle) {
  const method = req.method ?? "";
  const path = pathOf(req.url) ?? "/";
  req.method = "OPTIONS";
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  /** @type {Record<string, unknown>} */
  let headersGiven = {};
  let isReplaced = false;
  const restore = () => Object.assign(res, original);
  const allowOf = () => {
    const value = res.getHeader("allow") ?? headersGiven.allow ?? headersGiven.Allow;
    return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
  };
  // Runs once, when the app first writes anything: answer 405 if the path exists, else let the app's answer through.
  const decide = () => {
    restore();
    const allow = allowOf();
    if (!allow || res.statusCode === 404) return false;
    isReplaced = true;
    const requestId = String(res.getHeader("x-request-id") ?? requestIdOf(req.headers));
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const error = { code: "method_not_allowed", message: `${method} is not allowed here.` };
    sendJson(res, 405, errorBody(path, error), { Allow: allow, "X-Request-Id": requestId });
    return true;
  };
  /** @param {(...args: any[]) => any} write */
  const intercept =
    (write) =>
    /** @param {any[]} args */
    (...args) => {
      if (isReplaced) return write === original.end ? res : true;
      if (decide()) return write === original.end ? res : true;
      return write.apply(res, args);
    };
  res.writeHead = /** @type {any} */ (
    (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
      const headers = rest.find((arg) => arg && typeof arg === "object");
      if (headers && !Array.isArray(headers)) headersGiven = headers;
      res.statusCode = status;
      if (decide()) return res;
      return original.writeHead.call(res, status, ...rest);
    }
  );
  res.write = /** @type {any} */ (intercept(original.write));
  res.end = /** @type {any} */ (intercept(original.end));
  res.flushHeaders = /** @type {any} */ (intercept(original.flushHeaders));
  return handle(req, res);
}
