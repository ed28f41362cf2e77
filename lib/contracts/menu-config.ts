import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { menuConfigInputSchema, menuConfigSchema } from "../schemas/menu-config";
import { businessErrors, commonErrors, writeErrors } from "./responses";

/** Which embed tabs a business sees (extensions.md §5, docs/menu-config.md). */
const BUSINESS_PATH = "/v1/platform/businesses/{business_id}/menu-config/";
const PARTNER_PATH = "/v1/platform/partner/menu-config/";
const TAG = "Embed";
const body =
  "`menu` (required) has a flag per main tab, `sub_menu_tabs` a flag per `parent.child` sub-tab; a key left out " +
  "is enabled, an unknown key is 400 naming it.";
const config = (description: string) => ({ description, schema: menuConfigSchema });

export const getMenuConfigEndpoint = defineEndpoint({
  method: "GET",
  path: BUSINESS_PATH,
  operationId: "getMenuConfig",
  summary: "The business's effective menu configuration",
  description:
    "Its own configuration, else its partner's default, else every tab enabled (`source` says which).",
  tag: TAG,
  auth: "business",
  params: businessPathSchema,
  responses: { 200: config("The configuration the embed follows."), ...businessErrors },
});

export const putMenuConfigEndpoint = defineEndpoint({
  method: "PUT",
  path: BUSINESS_PATH,
  operationId: "putMenuConfig",
  summary: "Replace the business's menu configuration",
  description: body,
  tag: TAG,
  auth: "business",
  resourceType: "menu_config",
  events: [{ type: "menu_config.updated" }],
  params: businessPathSchema,
  body: menuConfigInputSchema,
  responses: { 200: config("The stored configuration."), ...writeErrors },
});

export const deleteMenuConfigEndpoint = defineEndpoint({
  method: "DELETE",
  path: BUSINESS_PATH,
  operationId: "deleteMenuConfig",
  summary: "Drop the business's menu configuration",
  description:
    "The business falls back to its partner's default (or every tab); the answer is that fallback.",
  tag: TAG,
  auth: "business",
  resourceType: "menu_config",
  events: [{ type: "menu_config.updated" }],
  params: businessPathSchema,
  responses: { 200: config("The configuration the embed now follows."), ...writeErrors },
});

export const getPartnerMenuConfigEndpoint = defineEndpoint({
  method: "GET",
  path: PARTNER_PATH,
  operationId: "getPartnerMenuConfig",
  summary: "The partner's default menu configuration",
  description: "Partner token only. Businesses without their own configuration follow it.",
  tag: TAG,
  auth: "partner",
  responses: { 200: config("The default (source `default` when none is set)."), ...commonErrors },
});

export const putPartnerMenuConfigEndpoint = defineEndpoint({
  method: "PUT",
  path: PARTNER_PATH,
  operationId: "putPartnerMenuConfig",
  summary: "Replace the partner's default menu configuration",
  description: `Partner token only (also \`npm run partner:menu-config\`). ${body}`,
  tag: TAG,
  auth: "partner",
  body: menuConfigInputSchema,
  responses: { 200: config("The stored default."), ...writeErrors },
});

export const deletePartnerMenuConfigEndpoint = defineEndpoint({
  method: "DELETE",
  path: PARTNER_PATH,
  operationId: "deletePartnerMenuConfig",
  summary: "Drop the partner's default menu configuration",
  description: "Partner token only. Businesses without their own configuration then see every tab.",
  tag: TAG,
  auth: "partner",
  responses: { 200: config("Every tab enabled."), ...commonErrors },
});

export const MENU_CONFIG_ENDPOINTS = [
  getMenuConfigEndpoint,
  putMenuConfigEndpoint,
  deleteMenuConfigEndpoint,
  getPartnerMenuConfigEndpoint,
  putPartnerMenuConfigEndpoint,
  deletePartnerMenuConfigEndpoint,
] as const;
