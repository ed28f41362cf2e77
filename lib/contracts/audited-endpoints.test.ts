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

  it("each declare the events they emit, of their own resource or of one they report as changed", () => {
    for (const endpoint of audited) {
      expect(endpoint.events?.length, endpoint.operationId).toBeGreaterThan(0);
      // Opening balances is no resource of its own: it emits the created bills' and invoices' events.
      if (endpoint.resourceType === "opening_balances") continue;
      const own = endpoint.events!.filter((rule) => rule.type.startsWith(`${endpoint.resourceType}.`));
      expect(own.length, endpoint.operationId).toBeGreaterThan(0);
    }
  });

  it("nothing else declares events: a read or partner-level route records none", () => {
    for (const endpoint of ALL_ENDPOINTS.filter((candidate) => !isAuditedEndpoint(candidate))) {
      expect(endpoint.events, endpoint.operationId).toBeUndefined();
    }
  });

  it("nothing else names a resource type: a read or partner-level route would never be recorded", () => {
    for (const endpoint of ALL_ENDPOINTS.filter((candidate) => !isAuditedEndpoint(candidate))) {
      expect(endpoint.resourceType, endpoint.operationId).toBeUndefined();
    }
  });
});
