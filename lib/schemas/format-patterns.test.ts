import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import {
  DATE_PATTERN,
  DATE_TIME_WITH_OFFSET_PATTERN,
  MAX_DATE,
  MIN_DATE,
  UUID_PATTERN,
} from "./format-patterns";

const zodDateTime = regexes.datetime({ offset: true, local: false, precision: null });
const isInBounds = (text: string) => text.slice(0, 10) >= MIN_DATE && text.slice(0, 10) <= MAX_DATE;

// Years either side of the bounds and far from them, months and days both real and not.
const dateText = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 1895, max: 1905 }),
      fc.integer({ min: 2995, max: 3005 }),
    ),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
  );
const timeText = fc.constantFrom(
  "T10:00:00Z",
  "T23:59:59.123+14:00",
  "T00:00:00-12:00",
  "T24:00:00Z",
  "T10:00Z",
  "",
);

describe("the format patterns", () => {
  it("check UUIDs as z.uuid() does", () => {
    expect(UUID_PATTERN.source).toBe(regexes.uuid().source);
  });

  it("accept a date exactly when z.iso.date() does and it lies between the bounds", () => {
    fc.assert(
      fc.property(dateText, (text) => {
        expect(DATE_PATTERN.test(text)).toBe(regexes.date.test(text) && isInBounds(text));
      }),
      { seed: 12, numRuns: 5000 },
    );
    for (const leapDay of ["1904-02-29", "2000-02-29", "2400-02-29", "2996-02-29"]) {
      expect(DATE_PATTERN.test(leapDay)).toBe(true);
    }
    for (const notADay of [
      "1900-02-29",
      "2100-02-29",
      "2900-02-29",
      "0000-01-01",
      "0080-08-22",
      "1899-12-31",
      "3000-01-01",
    ]) {
      expect(DATE_PATTERN.test(notADay)).toBe(false);
    }
  });

  it("accept a date-time exactly when z.iso.datetime({ offset: true }) does and its date is between the bounds", () => {
    fc.assert(
      fc.property(dateText, timeText, (date, time) => {
        const text = `${date}${time}`;
        expect(DATE_TIME_WITH_OFFSET_PATTERN.test(text)).toBe(zodDateTime.test(text) && isInBounds(text));
      }),
      { seed: 12, numRuns: 5000 },
    );
  });
});
