import "server-only";
import type { Db } from "../db/client";
import { findBusinessWithPartner } from "../businesses/business-access";
import { ApiError } from "../http/api-error";
import type { BusinessTokenRequest } from "../schemas/token";
import { BUSINESS_SCOPES, type BusinessScope, issueBusinessToken, issuePartnerToken } from "./tokens";

/** Endpoint 1, after the wrapper has checked the partner's credentials. */
export async function grantPartnerToken(db: Db, partnerId: string, grantType: string) {
  if (!grantType) throw new ApiError("invalid_request", "grant_type is required.");
  if (grantType !== "client_credentials") {
    throw new ApiError("unsupported_grant_type", "Only grant_type=client_credentials is supported.");
  }
  return issuePartnerToken(db, partnerId);
}

/**
 * Endpoint 2: a business token for a business the partner owns; 404 alike for unknown and foreign businesses. Only a
 * partner token reaches here (the contract says so), so an `actor_id` is always one the partner vouches for.
 */
export async function grantBusinessToken(
  db: Db,
  partnerId: string,
  businessId: string,
  request: BusinessTokenRequest = {},
) {
  const scope = (request.scope?.trim() || "business_access") as BusinessScope;
  if (!BUSINESS_SCOPES.includes(scope)) {
    throw new ApiError("invalid_scope", `scope must be one of: ${BUSINESS_SCOPES.join(", ")}.`);
  }
  const found = await findBusinessWithPartner(db, businessId);
  if (!found || found.business.partnerId !== partnerId) throw ApiError.notFound("Business");
  const actor = request.actor_id
    ? { id: request.actor_id, ...(request.actor_name ? { name: request.actor_name } : {}) }
    : undefined;
  return issueBusinessToken(db, partnerId, businessId, scope, actor);
}
