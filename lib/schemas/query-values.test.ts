import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listBankAccountsQuerySchema } from "./bank-account";
import { suggestionsQuerySchema } from "./bank-matching";
import { paginationQuerySchema } from "./common";
import { listEventsQuerySchema } from "./event";
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

describe("every number a list or report takes from its query string", () => {
  const refused = ["1e3", "0x10", "", " 7", "7 ", "Infinity", "abc"];

  it("refuses what is not written as a number: events' after_sequence and suggestions' limit, whole numbers", () => {
    for (const value of [...refused, "1.5"]) {
      expect(listEventsQuerySchema.safeParse({ after_sequence: value }).success, value).toBe(false);
      expect(suggestionsQuerySchema.safeParse({ limit: value }).success, value).toBe(false);
    }
    expect(listEventsQuerySchema.parse({ after_sequence: "0" }).after_sequence).toBe(0);
    expect(listEventsQuerySchema.parse({}).after_sequence).toBeUndefined();
    expect(suggestionsQuerySchema.parse({ limit: "20" })).toEqual({ limit: 20 });
    expect(suggestionsQuerySchema.parse({})).toEqual({ limit: 10 });
  });

  it("takes a bank account balance bound written as a JSON number, and nothing else", () => {
    for (const value of refused.filter((value) => value !== "1e3")) {
      expect(listBankAccountsQuerySchema.safeParse({ balance_min: value }).success, value).toBe(false);
      expect(listBankAccountsQuerySchema.safeParse({ balance_max: value }).success, value).toBe(false);
    }
    expect(listBankAccountsQuerySchema.parse({ balance_min: "-12.5", balance_max: "1e3" })).toMatchObject({
      balance_min: -12.5,
      balance_max: 1000,
    });
    expect(listBankAccountsQuerySchema.parse({}).balance_min).toBeUndefined();
  });
});
