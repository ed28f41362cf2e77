import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuditedWrite } from "../audit/record-audit-event";
import { auditEvents, events } from "../db/schema";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import type { Caller } from "./authenticate";
import type { Endpoint } from "./endpoint";
import { appendWriteTrail } from "./write-trail";

const test = setupTestDatabase();

function writeOf(business: { id: string; partnerId: string }, vendorId: string): AuditedWrite {
  return {
    endpoint: {
      method: "POST",
      path: "/v1/platform/businesses/{business_id}/vendors/",
      resourceType: "vendor",
    } as Endpoint,
    caller: {
      partnerId: business.partnerId,
      businessId: business.id,
      partnerName: "Trail partner",
    } as Caller,
    businessId: business.id,
    params: { business_id: business.id },
    body: { company_name: "Trail Ltd" },
    status: 201,
    responseBody: { id: vendorId },
    requestId: `req-${vendorId}`,
  };
}

const eventOf = (business: { id: string; partnerId: string }, vendorId: string) => ({
  businessId: business.id,
  partnerId: business.partnerId,
  type: "vendor.created" as const,
  resourceType: "vendor",
  resourceId: vendorId,
  data: { id: vendorId, company_name: "Trail Ltd" },
});

describe("appendWriteTrail", () => {
  it("appends a write's events, numbered after earlier events, and its audit event", async () => {
    const { business } = await createTestBusiness(test.db);
    await appendWriteTrail(test.db, business.id, [eventOf(business, "v-0")], writeOf(business, "v-0"));
    const count = await test.db.transaction((tx) =>
      appendWriteTrail(
        tx,
        business.id,
        [eventOf(business, "v-1"), { ...eventOf(business, "v-1"), type: "vendor.updated" as const }],
        writeOf(business, "v-1"),
      ),
    );
    expect(count).toBe(2);
    const rows = await test.db.select().from(events).where(eq(events.businessId, business.id));
    expect(rows.map((row) => [row.sequence, row.type, row.resourceId]).sort()).toEqual([
      [1, "vendor.created", "v-0"],
      [2, "vendor.created", "v-1"],
      [3, "vendor.updated", "v-1"],
    ]);
    const audits = await test.db.select().from(auditEvents).where(eq(auditEvents.businessId, business.id));
    expect(audits.map((row) => row.resourceId).sort()).toEqual(["v-0", "v-1"]);
    expect(audits.find((row) => row.resourceId === "v-1")).toMatchObject({
      partnerId: business.partnerId,
      method: "POST",
      path: `/v1/platform/businesses/${business.id}/vendors/`,
      resourceType: "vendor",
      responseStatus: 201,
      requestId: "req-v-1",
      change: { company_name: "Trail Ltd" },
    });
  });

  it("records only the audit event when no event is due, and nothing of a write that rolls back", async () => {
    const { business } = await createTestBusiness(test.db);
    expect(await appendWriteTrail(test.db, business.id, [], writeOf(business, "v-2"))).toBe(0);
    await expect(
      test.db.transaction(async (tx) => {
        await appendWriteTrail(tx, business.id, [eventOf(business, "v-3")], writeOf(business, "v-3"));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await test.db.select().from(events).where(eq(events.businessId, business.id))).toEqual([]);
    const audits = await test.db.select().from(auditEvents).where(eq(auditEvents.businessId, business.id));
    expect(audits.map((row) => row.resourceId)).toEqual(["v-2"]);
  });
});
