import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paginationQuerySchema } from "./common";
import { centsQuerySchema } from "./query-values";

describe("whole numbers in a query string", () => {
  it("takes digits only: not 1e3, 0x10, an empty value, spaces or a fraction", () => {
    for (const value of ["1e3", "0x10", "", " 7", "7 ", "1.5", "Infinity", "abc"]) {
      expect(paginationQuerySchema.safeParse({ page: value }).success, value).toBe(false);
      expect(centsQuerySchema.safeParse(value).success, value).toBe(false);
    }
    expect(paginationQuerySchema.parse({ page: "3", page_size: "100" })).toEqual({ page: 3, page_size: 100 });
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(centsQuerySchema.parse("0")).toBe(0);
  });

  it("shows the document an integer with its bounds and default", () => {
    const schema = z.toJSONSchema(paginationQuerySchema, { io: "input", unrepresentable: "any" });
    expect(schema.properties).toMatchObject({
      page: { type: "integer", minimum: 1, default: 1 },
      page_size: { type: "integer", minimum: 1, maximum: 100, default: 20 },
    });
  });
});
