import { describe, expect, it } from "vitest";
import { isBillOverdue, paymentTerms } from "./bill-terms";

describe("paymentTerms", () => {
  it.each([
    ["2025-03-01", "2025-03-01", "DUE_ON_RECEIPT"],
    ["2025-03-01", "2025-03-31", "NET_30"],
    ["2025-03-01", "2025-04-30", "NET_60"],
    ["2025-03-01", "2025-03-15", "NET_14"],
    ["2025-02-01", "2025-03-03", "NET_30"],
  ])("from %s to %s is %s", (issueDate, dueDate, terms) => {
    expect(paymentTerms(issueDate, dueDate)).toBe(terms);
  });
});

describe("isBillOverdue", () => {
  const bill = {
    approvedAt: new Date("2025-03-01T10:00:00Z"),
    status: "received",
    dueDate: "2025-03-31",
    totalCents: 1000,
    paidCents: 0,
    creditedCents: 0,
  };

  it("is true only the day after the due date", () => {
    expect(isBillOverdue(bill, "2025-03-31")).toBe(false);
    expect(isBillOverdue(bill, "2025-04-01")).toBe(true);
  });

  it("is false when nothing is owed, the bill is voided or not approved", () => {
    expect(isBillOverdue({ ...bill, paidCents: 600, creditedCents: 400 }, "2025-04-01")).toBe(false);
    expect(isBillOverdue({ ...bill, paidCents: 600 }, "2025-04-01")).toBe(true);
    expect(isBillOverdue({ ...bill, status: "voided" }, "2025-04-01")).toBe(false);
    expect(isBillOverdue({ ...bill, approvedAt: null }, "2025-04-01")).toBe(false);
  });
});
