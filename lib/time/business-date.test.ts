import { describe, expect, it } from "vitest";
import { addDays, dateInZone, daysBetween } from "./business-date";

describe("business dates", () => {
  it("reads an instant as the business's local date", () => {
    const lateEvening = new Date("2026-03-31T22:30:00Z");
    expect(dateInZone(lateEvening, "UTC")).toBe("2026-03-31");
    expect(dateInZone(lateEvening, "Europe/Stockholm")).toBe("2026-04-01");
    expect(dateInZone(lateEvening, "America/New_York")).toBe("2026-03-31");
  });

  it("counts days across month and leap-year ends", () => {
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-03-01", "2026-01-30")).toBe(-30);
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
  });
});
