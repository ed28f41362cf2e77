import { ApiError } from "./api-error";
import { assertWellFormedInput } from "./well-formed-input";

/** How endpoint 1's client authenticated (RFC 6749 §2.3.1): HTTP Basic, or id and secret in the form body. */
export type ClientAuthMethod = "client_secret_basic" | "client_secret_post";

export interface ClientCredentials {
  partnerId: string;
  apiKey: string;
  method: ClientAuthMethod;
}

// RFC 6749 §5.2: a client that tried HTTP Basic (or sent no credentials) gets the challenge of the scheme to use.
const BASIC_CHALLENGE = { "WWW-Authenticate": 'Basic realm="platform", charset="UTF-8"' };

/** 401 invalid_client; with the Basic challenge unless the client authenticated in the body. */
export function invalidClient(message: string, method?: ClientAuthMethod): ApiError {
  return new ApiError(
    "invalid_client",
    message,
    undefined,
    method === "client_secret_post" ? undefined : BASIC_CHALLENGE,
  );
}

/**
 * RFC 6749 §2.3.1 has the client form-urlencode its id and secret before joining them for HTTP Basic (a certified
 * client sends `-` as `%2D`); many clients do not. Decoding is a no-op on the raw values (partner ids are UUIDs and API
 * keys base64url), so both forms are read the same. A `%` that starts no escape leaves the value as sent.
 */
function formDecoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

function basicCredentials(header: string): Omit<ClientCredentials, "method"> {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  const decoded = match ? Buffer.from(match[1]!, "base64").toString("utf8") : "";
  const separator = decoded.indexOf(":");
  if (separator < 0) throw invalidClient("Send the partner id and API key as HTTP Basic credentials.");
  const credentials = {
    partnerId: formDecoded(decoded.slice(0, separator)),
    apiKey: formDecoded(decoded.slice(separator + 1)),
  };
  assertWellFormedInput({ Authorization: `${credentials.partnerId}:${credentials.apiKey}` }, "header");
  return credentials;
}

/**
 * The credentials of a token request: `Authorization: Basic` (client_secret_basic), or `client_id` and `client_secret`
 * in the body (client_secret_post). Both at once is 400 invalid_request (RFC 6749 §2.3: one method per request);
 * neither is 401 invalid_client.
 */
export function clientCredentialsOf(request: Request, body: Record<string, unknown>): ClientCredentials {
  const header = request.headers.get("authorization");
  const { client_id: clientId, client_secret: clientSecret } = body;
  if (header !== null) {
    if (clientSecret !== undefined) {
      throw new ApiError(
        "invalid_request",
        "Send the client credentials once: HTTP Basic or client_secret, not both.",
      );
    }
    const credentials = basicCredentials(header);
    if (clientId !== undefined && clientId !== credentials.partnerId) {
      throw new ApiError("invalid_request", "client_id in the body differs from the HTTP Basic user.");
    }
    return { ...credentials, method: "client_secret_basic" };
  }
  if (clientId === undefined && clientSecret === undefined) {
    throw invalidClient(
      "Send the partner id and API key as HTTP Basic credentials (or client_id and client_secret).",
    );
  }
  for (const [field, value] of Object.entries({ client_id: clientId, client_secret: clientSecret })) {
    if (value !== undefined && typeof value !== "string")
      throw ApiError.validation({ [field]: ["Must be a string."] });
  }
  if (typeof clientId !== "string" || typeof clientSecret !== "string") {
    throw invalidClient("Send both client_id and client_secret.", "client_secret_post");
  }
  assertWellFormedInput({ client_id: clientId, client_secret: clientSecret }, "body");
  return { partnerId: clientId, apiKey: clientSecret, method: "client_secret_post" };
}
