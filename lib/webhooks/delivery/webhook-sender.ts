/** One POST of a signed message to an endpoint. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowLocalTargets: boolean;
}

/** What came back: a status (any, 3xx included: redirects are never followed), or an error without one. */
export interface WebhookResponse {
  status: number | null;
  latencyMs: number;
  /** The start of the response body, or the error's message. */
  excerpt: string | null;
  error: string | null;
}

/** How messages leave: an interface, so a queue service could replace direct HTTP (chosen in ./index.ts). */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookResponse>;
}

export const EXCERPT_LENGTH = 500;
