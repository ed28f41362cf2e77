import { describe, expect, it } from "vitest";
import { dashboardDates, sameDayLastYear } from "./dashboard-dates";

describe("dashboardDates", () => {
  it("derives the month, the year, twelve months of trend and the same days last year", () => {
    expect(dashboardDates("2026-03-15")).toEqual({
      asOf: "2026-03-15",
      monthStart: "2026-03-01",
      yearStart: "2026-01-01",
      trendStart: "2025-04-01",
      lastYear: { asOf: "2025-03-15", monthStart: "2025-03-01", yearStart: "2025-01-01" },
      weekEnd: "2026-03-21",
    });
  });

  it("crosses month and year ends", () => {
    const dates = dashboardDates("2025-12-28");
    expect(dates.trendStart).toBe("2025-01-01");
    expect(dates.weekEnd).toBe("2026-01-03");
  });

  it("turns 29 February into 28 February a year earlier", () => {
    expect(sameDayLastYear("2028-02-29")).toBe("2027-02-28");
    expect(dashboardDates("2028-02-29").lastYear.monthStart).toBe("2027-02-01");
  });
});
