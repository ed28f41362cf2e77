import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createVendorRoute } from "@/app/v1/platform/businesses/[business_id]/vendors/route";
import { issueBusinessToken } from "../auth/tokens";
import type { Database } from "../db/client";
import { auditEvents, vendors } from "../db/schema";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { appendWriteTrail } from "./write-trail";

// The wrapper appends a write's events and its audit event together (write-trail.ts): that is what fails here.
vi.mock("./write-trail", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./write-trail")>();
  return { ...actual, appendWriteTrail: vi.fn(actual.appendWriteTrail) };
});

const test = setupTestDatabase();

beforeAll(() => {
  // The route wrapper reads the process's database; here that is this file's test database.
  (globalThis as { __ledgerDatabase?: Promise<Database> }).__ledgerDatabase = Promise.resolve({
    db: test.db,
    kind: process.env.DATABASE_URL ? "postgres" : "pglite",
    close: async () => undefined,
  });
});

async function postVendor(externalId: string) {
  const { business } = await createTestBusiness(test.db);
  const { access_token: token } = await issueBusinessToken(
    test.db,
    business.partnerId,
    business.id,
    "business_access",
  );
  const request = new Request(`https://api.test/v1/platform/businesses/${business.id}/vendors/`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ company_name: "Paper Co", external_id: externalId }),
  });
  const response = await createVendorRoute(request, {
    params: Promise.resolve({ business_id: business.id }),
  });
  const stored = await test.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.businessId, business.id), eq(vendors.externalId, externalId)));
  const events = await test.db.select().from(auditEvents).where(eq(auditEvents.businessId, business.id));
  return { response, stored, events };
}

describe("an audited write and its audit event", () => {
  it("commit together", async () => {
    const { response, stored, events } = await postVendor("v-audited");
    expect(response.status).toBe(201);
    expect(stored).toHaveLength(1);
    expect(events).toMatchObject([
      { resourceType: "vendor", resourceId: stored[0]!.id, responseStatus: 201 },
    ]);
  });

  it("roll back together: when the event cannot be stored, neither is the write, and the caller gets a 500", async () => {
    vi.mocked(appendWriteTrail).mockRejectedValueOnce(new Error("audit store unavailable"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { response, stored, events } = await postVendor("v-lost");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error_code: "internal_error" });
    expect(stored).toEqual([]);
    expect(events).toEqual([]);
  });
});
