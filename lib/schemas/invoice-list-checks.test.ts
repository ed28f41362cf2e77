import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkInvoiceListParams, INVOICE_LIST_PARAMS } from "./invoice-list-checks";
import { INVOICE_SORTS, INVOICE_STATUS_FILTERS } from "./invoice-list-options";
import { listInvoicesQuerySchema } from "./invoice-list-query";

/** What the API's schema says of raw parameters, in the hand-written checks' terms: issues once each, in order. */
function apiVerdict(raw: Record<string, string>) {
  const parsed = listInvoicesQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const param = String(issue.path[0]);
    // The schema's only rule across parameters is a refinement (code "custom") on max_amount.
    return `${param}:${param === "max_amount" && issue.code === "custom" ? "order" : "invalid"}`;
  });
  return { ok: false, issues: [...new Set(issues)] };
}

function clientVerdict(raw: Record<string, string>) {
  const checked = checkInvoiceListParams(raw);
  if (checked.ok) return checked;
  return { ok: false, issues: checked.issues.map((issue) => `${issue.param}:${issue.kind}`) };
}

const NUMBERS = [
  "0",
  "1",
  "-1",
  "-0",
  "20",
  "100",
  "101",
  "1.5",
  ".5",
  "5.",
  " 12 ",
  "+5",
  "1e2",
  "1e17",
  "0x1F",
];
const ODD_NUMBERS = [
  "NaN",
  "Infinity",
  "-1e400",
  "1_000",
  "9007199254740991",
  "9007199254740993",
  " ",
  "abc",
];
const number = fc.oneof(
  fc.integer({ min: -3, max: 130 }).map(String),
  fc.constantFrom(...NUMBERS, ...ODD_NUMBERS),
  fc.string({ maxLength: 4 }),
);
const DATES = ["2025-01-01", "2024-02-29", "2023-02-29", "2025-13-01", "2025-1-1", "2025-01-01T10:00:00Z"];
const DATE_TIMES = ["2025-01-01T10:00Z", "2025-01-01T10:00:00+01:00", "2025-01-01T10:00:00.123+01:00"];
const date = fc.oneof(fc.constantFrom(...DATES, ...DATE_TIMES, "2025-01-01T10:00:00", "x"), fc.string());
const commaList = (item: fc.Arbitrary<string>) =>
  fc.array(fc.oneof(item, fc.constantFrom("", " ", "x")), { maxLength: 3 }).map((items) => items.join(","));
const uuids = commaList(
  fc.oneof(fc.uuid(), fc.constantFrom("00000000-0000-0000-0000-000000000000", "0b9c3a57-7f4b-4b8e-9d55")),
);
const text = (limit: number) =>
  fc.oneof(
    fc.integer({ min: limit - 2, max: limit + 2 }).map((length) => "m".repeat(length)),
    fc.string(),
  );

const rawParams = fc.record(
  {
    page: number,
    page_size: number,
    customer_external_id: fc.string(),
    customer_id: uuids,
    due_at_start: date,
    due_at_end: date,
    sent_at_start: date,
    sent_at_end: date,
    min_amount: number,
    max_amount: number,
    memo: text(4000),
    memo_contains: text(200),
    reference_numbers: fc.string(),
    status: commaList(fc.constantFrom(...INVOICE_STATUS_FILTERS)),
    sort: fc.constantFrom(...INVOICE_SORTS, "bogus", "imported_at "),
  },
  { requiredKeys: [] },
);

describe("endpoint 5's rules, written out for the embed's invoice list", () => {
  it("check the parameters in the order the API's schema does", () => {
    expect(INVOICE_LIST_PARAMS).toEqual(Object.keys(listInvoicesQuerySchema.shape));
  });

  it("accept, convert and refuse exactly what the API's schema does", () => {
    fc.assert(
      fc.property(rawParams, (raw) => {
        expect(clientVerdict(raw)).toEqual(apiVerdict(raw));
      }),
      { numRuns: 3000 },
    );
  });

  it.each<[string, Record<string, string>]>([
    ["nothing", {}],
    ["a maximum under the minimum", { min_amount: "500", max_amount: "100" }],
    ["negative amounts, the maximum also under the minimum", { min_amount: "-5", max_amount: "-10" }],
    ["a fractional minimum over the maximum (no order check then)", { min_amount: "1.5", max_amount: "1" }],
    [
      "a page size out of range beside an amount order",
      { page_size: "500", min_amount: "5", max_amount: "1" },
    ],
    ["an unknown sort beside an amount order", { sort: "bogus", min_amount: "5", max_amount: "1" }],
    ["several statuses with blanks", { status: "sent, paid,,overdue" }],
  ])("agree on %s", (_, raw) => {
    expect(clientVerdict(raw)).toEqual(apiVerdict(raw));
  });
});
