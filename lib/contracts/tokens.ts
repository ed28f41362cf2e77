import { defineEndpoint } from "../http/endpoint";
import {
  businessTokenPathSchema,
  businessTokenRequestSchema,
  partnerTokenRequestSchema,
  tokenResponseSchema,
} from "../schemas/token";
import { oauthErrorBodySchema } from "../schemas/common";
import { oauthErrors } from "./responses";

export const issuePartnerTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/oauth2/token/",
  operationId: "issuePartnerToken",
  summary: "Get a partner token (endpoint 1)",
  description:
    "OAuth 2.0 client credentials grant (RFC 6749 §4.4) with the form field `grant_type=client_credentials`. The " +
    "client authenticates with HTTP Basic (`client_secret_basic`: partner id and API key, each form-urlencoded or " +
    "not, as RFC 6749 §2.3.1 allows) or with `client_id` and `client_secret` in the form (`client_secret_post`), " +
    "not both. Responses carry `Cache-Control: no-store`; errors follow RFC 6749 §5.2: `invalid_client` (401, with " +
    "`WWW-Authenticate: Basic` unless the client authenticated in the body), `invalid_request` (400), " +
    "`unsupported_grant_type` (400). `Idempotency-Key` is not honoured here. The token reaches every business of " +
    "the partner: keep it on your backend.",
  tag: "Authentication",
  auth: "partner_credentials",
  body: partnerTokenRequestSchema,
  bodyFormat: "form",
  errorFormat: "oauth",
  isIdempotent: false,
  isWrite: false,
  responses: { 200: { description: "A partner token.", schema: tokenResponseSchema }, ...oauthErrors },
});

export const issueBusinessTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/{business_id}/oauth2/token/",
  operationId: "issueBusinessToken",
  summary: "Exchange a partner token for a business token (endpoint 2)",
  description:
    "Send `Authorization: Bearer <PARTNER_TOKEN>`. Optional form or JSON field `scope`: `business_access` " +
    "(default) or `business_read`, a read-only token that every write route refuses with 403. Optional " +
    "`actor_id` (1–200 characters) and `actor_name` (at most 200, only with `actor_id`) name the person the token " +
    "acts for, such as the user of an embed session: the token carries them as its `act` claim (`{sub, name}`) and " +
    "every write made with it is recorded with that person as its actor. Only a partner token can ask for this, so " +
    "the partner vouches for the name. A bad value (a JSON field that is not a string included) is 400 " +
    "`invalid_request`. `Idempotency-Key` is not honoured here.",
  tag: "Authentication",
  auth: "partner",
  params: businessTokenPathSchema,
  body: businessTokenRequestSchema,
  bodyFormat: "form",
  errorFormat: "oauth",
  isIdempotent: false,
  isWrite: false,
  responses: {
    200: { description: "A business token.", schema: tokenResponseSchema },
    ...oauthErrors,
    403: { description: "A business token cannot obtain tokens.", schema: oauthErrorBodySchema },
    404: { description: "The partner owns no such business.", schema: oauthErrorBodySchema },
  },
});
