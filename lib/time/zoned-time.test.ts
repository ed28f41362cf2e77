import { describe, expect, it } from "vitest";
import { dateInZone } from "./business-date";
import { instantInZone, startOfDayInZone } from "./zoned-time";

describe("startOfDayInZone", () => {
  it("is midnight of the local date, in winter and in summer time", () => {
    expect(startOfDayInZone("2025-01-15", "Europe/Stockholm").toISOString()).toBe("2025-01-14T23:00:00.000Z");
    expect(startOfDayInZone("2025-07-15", "Europe/Stockholm").toISOString()).toBe("2025-07-14T22:00:00.000Z");
    expect(startOfDayInZone("2025-07-15", "America/New_York").toISOString()).toBe("2025-07-15T04:00:00.000Z");
    expect(startOfDayInZone("2025-07-15", "UTC").toISOString()).toBe("2025-07-15T00:00:00.000Z");
  });

  it("lands on the same local date on the days the clocks change", () => {
    for (const [date, zone] of [
      ["2025-03-30", "Europe/Stockholm"],
      ["2025-10-26", "Europe/Stockholm"],
      ["2025-03-09", "America/New_York"],
      ["2025-11-02", "America/New_York"],
      ["2025-04-06", "Pacific/Auckland"],
    ] as const) {
      expect(dateInZone(startOfDayInZone(date, zone), zone)).toBe(date);
      expect(dateInZone(new Date(startOfDayInZone(date, zone).getTime() - 1), zone)).not.toBe(date);
    }
  });
});

describe("instantInZone", () => {
  it("reads a bare date in the zone and a date-time as given", () => {
    expect(instantInZone("2025-06-30", "Asia/Tokyo").toISOString()).toBe("2025-06-29T15:00:00.000Z");
    expect(instantInZone("2025-06-30T12:00:00+02:00", "Asia/Tokyo").toISOString()).toBe(
      "2025-06-30T10:00:00.000Z",
    );
  });
});
