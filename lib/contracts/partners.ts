import { defineEndpoint } from "../http/endpoint";
import { partnerSchema } from "../schemas/partner";
import { commonErrors } from "./responses";

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
