import { defineEndpoint } from "../http/endpoint";
import { paginatedSchema, paginationQuerySchema } from "../schemas/common";
import {
  createWebhookEndpointSchema,
  listWebhookDeliveriesQuerySchema,
  rotateWebhookSecretSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryPathSchema,
  webhookDeliverySchema,
  webhookEndpointPathSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "../schemas/webhook-endpoint";
import { businessErrors, writeErrors } from "./responses";

const collection = "/v1/platform/webhook-endpoints/";
const item = `${collection}{endpoint_id}/`;
const TAG = "Webhooks";
const endpoint = (description: string) => ({ description, schema: webhookEndpointSchema });
const withSecret = (description: string) => ({ description, schema: webhookEndpointWithSecretSchema });
const delivery = (description: string) => ({ description, schema: webhookDeliverySchema });

export const listWebhookEndpointsEndpoint = defineEndpoint({
  method: "GET",
  path: collection,
  operationId: "listWebhookEndpoints",
  summary: "List webhook endpoints",
  description: "Partner token only. Newest first; secrets are never listed.",
  tag: TAG,
  auth: "partner",
  query: paginationQuerySchema,
  responses: {
    200: { description: "A page of endpoints.", schema: paginatedSchema(webhookEndpointSchema) },
    ...businessErrors,
  },
});

export const createWebhookEndpointEndpoint = defineEndpoint({
  method: "POST",
  path: collection,
  operationId: "createWebhookEndpoint",
  summary: "Create a webhook endpoint",
  description:
    "Partner token only. Events of the partner's businesses (or of `business_id`'s only) recorded from now on, of " +
    "the `event_types` given (all if none), are POSTed to `url`, signed as Standard Webhooks says " +
    "(docs/events-and-webhooks.md). The `secret` is in this response only.",
  tag: TAG,
  auth: "partner",
  body: createWebhookEndpointSchema,
  responses: { 201: withSecret("Created, with its signing secret."), ...writeErrors },
});

export const getWebhookEndpointEndpoint = defineEndpoint({
  method: "GET",
  path: item,
  operationId: "getWebhookEndpoint",
  summary: "Get a webhook endpoint",
  description: "Partner token only. `status`, and `disabled_reason` when the endpoint was disabled.",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  responses: { 200: endpoint("The endpoint."), ...businessErrors },
});

export const updateWebhookEndpointEndpoint = defineEndpoint({
  method: "PATCH",
  path: item,
  operationId: "updateWebhookEndpoint",
  summary: "Change a webhook endpoint",
  description: "Partner token only. Changes the fields given; the URL rules of create apply.",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  body: updateWebhookEndpointSchema,
  responses: { 200: endpoint("The endpoint as changed."), ...writeErrors },
});

export const deleteWebhookEndpointEndpoint = defineEndpoint({
  method: "DELETE",
  path: item,
  operationId: "deleteWebhookEndpoint",
  summary: "Delete a webhook endpoint",
  description: "Partner token only. Its delivery log and pending deliveries go with it.",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  responses: { 200: endpoint("The endpoint as it was."), ...businessErrors },
});

export const rotateWebhookSecretEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}rotate-secret/`,
  operationId: "rotateWebhookSecret",
  summary: "Rotate a webhook endpoint's signing secret",
  description:
    "Partner token only. A new secret, shown in this response only; for `overlap_seconds` (default one day) every " +
    "message is signed with both the new and the old secret (two signatures in `webhook-signature`).",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  body: rotateWebhookSecretSchema,
  responses: { 200: withSecret("The endpoint with its new secret."), ...writeErrors },
});

export const disableWebhookEndpointEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}disable/`,
  operationId: "disableWebhookEndpoint",
  summary: "Disable a webhook endpoint",
  description:
    "Partner token only. Nothing is sent while disabled; events recorded meanwhile are not queued for it.",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  responses: { 200: endpoint("The disabled endpoint."), ...writeErrors },
});

export const enableWebhookEndpointEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}enable/`,
  operationId: "enableWebhookEndpoint",
  summary: "Enable a webhook endpoint",
  description:
    "Partner token only. Also after it was disabled for failing: clears the reason; deliveries still pending are " +
    "sent. Catch up on what was missed with the events list's `after_sequence`.",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  responses: { 200: endpoint("The enabled endpoint."), ...writeErrors },
});

export const testWebhookEndpointEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}test/`,
  operationId: "testWebhookEndpoint",
  summary: "Send a test message",
  description: "Partner token only. Queues a signed `webhook.test` message; follow it in the delivery log.",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  responses: { 202: delivery("Queued."), ...writeErrors },
});

export const listWebhookDeliveriesEndpoint = defineEndpoint({
  method: "GET",
  path: `${item}deliveries/`,
  operationId: "listWebhookDeliveries",
  summary: "List an endpoint's deliveries",
  description:
    "Partner token only. Newest first: status, attempts, the last attempt's response status, latency and body " +
    "excerpt or error. `status` takes a comma-separated list.",
  tag: TAG,
  auth: "partner",
  params: webhookEndpointPathSchema,
  query: listWebhookDeliveriesQuerySchema,
  responses: {
    200: { description: "A page of deliveries.", schema: paginatedSchema(webhookDeliverySchema) },
    ...businessErrors,
  },
});

export const redeliverWebhookEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}deliveries/{delivery_id}/redeliver/`,
  operationId: "redeliverWebhook",
  summary: "Send a delivery again",
  description:
    "Partner token only. The same message (same `webhook-id` and body, a fresh signature) is queued again, with a " +
    "new retry schedule.",
  tag: TAG,
  auth: "partner",
  params: webhookDeliveryPathSchema,
  responses: { 202: delivery("Queued again."), ...writeErrors },
});
