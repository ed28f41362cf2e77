import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, minorDigits, todayIn } from "./format";

describe("formatMoney", () => {
  it.each([
    [123456, "USD", "en-US", "$1,234.56"],
    [123456, "GBP", "en-GB", "£1,234.56"],
    [123456, "EUR", "de", "1.234,56\u00a0€"],
    [123456, "EUR", "fr", "1\u202f234,56\u00a0€"],
    [123456, "SEK", "sv", "1\u00a0234,56\u00a0kr"],
    [123456, "NOK", "nb", "1\u00a0234,56\u00a0kr"],
    [1234, "JPY", "en-US", "¥1,234"],
  ] as const)("%d minor units of %s in %s is %s", (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  it("knows the minor digits of a currency", () => {
    expect([minorDigits("USD"), minorDigits("JPY"), minorDigits("KWD")]).toEqual([2, 0, 3]);
  });
});

describe("formatDate", () => {
  it("formats a calendar date on its own day whatever the time zone", () => {
    expect(formatDate("2026-01-31", "en-US")).toBe("Jan 31, 2026");
    expect(formatDate("2026-01-31", "de")).toBe("31.01.2026");
  });
  it("shows a dash for no date", () => {
    expect(formatDate(null, "sv")).toBe("—");
  });
});

describe("formatDate and todayIn on the business's calendar", () => {
  it("shows a timestamp on the business's day, a calendar date as it is, whatever the zone", () => {
    const startOfAprilInStockholm = "2025-03-31T22:00:00.000Z";
    expect(formatDate(startOfAprilInStockholm, "en-US", "Europe/Stockholm")).toBe("Apr 1, 2025");
    expect(formatDate(startOfAprilInStockholm, "en-US", "America/Los_Angeles")).toBe("Mar 31, 2025");
    expect(formatDate("2025-04-01", "en-US", "America/Los_Angeles")).toBe("Apr 1, 2025");
    expect(formatDate(null, "en-US", "UTC")).toBe("—");
  });

  it("gives today's date in the zone asked for", () => {
    const now = new Date("2025-06-01T03:00:00Z");
    expect(todayIn("Europe/Stockholm", now)).toBe("2025-06-01");
    expect(todayIn("America/Los_Angeles", now)).toBe("2025-05-31");
  });
});
