import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { DATE_PATTERN, DATE_TIME_WITH_OFFSET_PATTERN, UUID_PATTERN } from "./format-patterns";

describe("the copied format patterns", () => {
  it("are zod's own, as z.uuid(), z.iso.date() and z.iso.datetime({ offset: true }) build them", () => {
    expect(UUID_PATTERN.source).toBe(regexes.uuid().source);
    expect(DATE_PATTERN.source).toBe(regexes.date.source);
    expect(DATE_TIME_WITH_OFFSET_PATTERN.source).toBe(
      regexes.datetime({ offset: true, local: false, precision: null }).source,
    );
  });
});
