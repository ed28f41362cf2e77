import { defineEndpoint } from "../http/endpoint";
import { partnerSchema, updatePartnerSchema } from "../schemas/partner";
import { commonErrors, writeErrors } from "./responses";

export const getPartnerEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/partner/",
  operationId: "getPartner",
  summary: "Get the calling partner's profile",
  description:
    "Partner token only (a business token is 403). The partner's name, allowed origins and rate limit, as set with " +
    "`npm run partner:create`.",
  tag: "Partner",
  auth: "partner",
  responses: { 200: { description: "The partner.", schema: partnerSchema }, ...commonErrors },
});

export const updatePartnerEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/v1/platform/partner/",
  operationId: "updatePartner",
  summary: "Change the calling partner's allowed origins or rate limit",
  description:
    "Partner token only (a business token is 403). Adds `add_allowed_origins` (each kept once), then removes " +
    "`remove_allowed_origins`, and replaces `rate_limit_per_minute`; the same as `npm run partner:update`. The " +
    "embed's CSP `frame-ancestors` and CORS follow within a minute. Answers the updated partner.",
  tag: "Partner",
  auth: "partner",
  body: updatePartnerSchema,
  responses: { 200: { description: "The updated partner.", schema: partnerSchema }, ...writeErrors },
});
