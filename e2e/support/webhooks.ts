import { expect } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { bearer, createTestBusiness, fixtures, newApi, partnerToken, type PartnerCredentials } from "./api";
import { bodyOf, type Books } from "./payables";
import type { ReceivedMessage } from "./webhook-receiver";

export const ENDPOINTS = "/v1/platform/webhook-endpoints/";

export interface Endpoint {
  id: string;
  secret: string;
  status: string;
  disabled_reason: string | null;
}

/** A fresh business of `partner` (beta unless told), as payables' Books. */
export async function booksOf(partner: PartnerCredentials = fixtures().beta): Promise<Books> {
  const api = await newApi();
  const token = await partnerToken(api, partner);
  const { id } = await createTestBusiness(api, token);
  return { api, token, businessId: id, base: `/v1/platform/businesses/${id}` };
}

/** An endpoint for the books' business only, so other tests' events never reach it. */
export async function createEndpoint(books: Books, url: string, extra: Record<string, unknown> = {}) {
  const response = await books.api.post(ENDPOINTS, {
    headers: bearer(books.token),
    data: { url, business_id: books.businessId, ...extra },
  });
  return (await bodyOf(response, 201)) as Endpoint;
}

export async function getEndpoint(books: Books, id: string) {
  return (await bodyOf(
    await books.api.get(`${ENDPOINTS}${id}/`, { headers: bearer(books.token) }),
  )) as Endpoint;
}

export async function deliveriesOf(books: Books, endpointId: string) {
  const page = await bodyOf(
    await books.api.get(`${ENDPOINTS}${endpointId}/deliveries/?page_size=100`, {
      headers: bearer(books.token),
    }),
  );
  return page.results as {
    id: string;
    status: string;
    attempts: number;
    event_type: string;
    last_response_status: number | null;
    last_latency_ms: number | null;
    last_response_excerpt: string | null;
  }[];
}

/** Every event of the business, in sequence order. */
export async function eventsOf(books: Books, query = "") {
  const page = await bodyOf(
    await books.api.get(`${books.base}/events/?page_size=100${query}`, { headers: bearer(books.token) }),
  );
  return page.results as {
    id: string;
    sequence: number;
    event_type: string;
    resource_id: string;
    data: Record<string, unknown>;
  }[];
}

/** The message's body, after the Standard Webhooks verifier accepted its signature with `secret`. */
export function verified(message: ReceivedMessage, secret: string) {
  const payload = new Webhook(secret).verify(message.body, message.headers) as {
    type: string;
    data: {
      id: string;
      sequence: number;
      event_type: string;
      resource_id: string;
      data: Record<string, unknown>;
    };
  };
  expect(payload.type).toBe(payload.data.event_type ?? payload.type);
  return payload;
}
