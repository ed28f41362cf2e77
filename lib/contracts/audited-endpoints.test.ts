import { describe, expect, it } from "vitest";
import { isAuditedEndpoint } from "../http/endpoint";
import { ALL_ENDPOINTS } from "./index";

describe("audited endpoints", () => {
  const audited = ALL_ENDPOINTS.filter(isAuditedEndpoint);

  it("are the writes on business routes, token endpoints excluded", () => {
    expect(audited.length).toBeGreaterThanOrEqual(20);
    for (const endpoint of audited)
      expect(endpoint.path).toMatch(/^\/v1\/platform\/businesses\/\{business_id\}\//);
    const paths = audited.map((endpoint) => endpoint.path);
    expect(paths.some((path) => path.includes("oauth2"))).toBe(false);
  });

  it("each name the resource they change, so the audit trail can say what was written", () => {
    for (const endpoint of audited) expect(endpoint.resourceType, endpoint.operationId).toBeDefined();
  });

  it("nothing else names a resource type: a read or partner-level route would never be recorded", () => {
    for (const endpoint of ALL_ENDPOINTS.filter((candidate) => !isAuditedEndpoint(candidate))) {
      expect(endpoint.resourceType, endpoint.operationId).toBeUndefined();
    }
  });
});
