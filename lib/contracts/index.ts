import type { Endpoint } from "../http/endpoint";
import { createBusinessEndpoint, getBusinessEndpoint, listBusinessesEndpoint } from "./businesses";
import { issueBusinessTokenEndpoint, issuePartnerTokenEndpoint } from "./tokens";

/** Every operation of the API. The OpenAPI document is generated from this list; a route missing here fails a test. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  issuePartnerTokenEndpoint,
  issueBusinessTokenEndpoint,
  listBusinessesEndpoint,
  createBusinessEndpoint,
  getBusinessEndpoint,
];
