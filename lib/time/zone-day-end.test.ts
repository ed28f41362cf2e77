import { describe, expect, it } from "vitest";
import { endOfDayInZone } from "./zone-day-end";

describe("endOfDayInZone", () => {
  it.each([
    ["2025-03-15", "Europe/Stockholm", "2025-03-15T22:59:59.999Z"],
    ["2025-07-01", "Europe/Stockholm", "2025-07-01T21:59:59.999Z"],
    ["2025-12-31", "UTC", "2025-12-31T23:59:59.999Z"],
    ["2025-03-15", "America/New_York", "2025-03-16T03:59:59.999Z"],
  ])("ends %s in %s at %s", (date, zone, instant) => {
    expect(endOfDayInZone(date, zone)).toBe(instant);
  });
});
