import { expect } from "@playwright/test";
import { expectError } from "./api";
import { get, getOk, type Books } from "./payables";

/**
 * The checks the payables and receivables aging reports share (endpoint 14 and its receivables twin): the same
 * buckets, sorting, CSV and parameter errors, with vendors on one side and customers on the other.
 */

/** The date both aging specs report at; their documents are due relative to it. */
export const AS_OF = "2026-06-30";

/** Days past due at either edge of each bucket, and the bucket a document that late belongs in. */
export const BUCKET_EDGES: [number, string][] = [
  [0, "current"],
  [1, "days_1_30"],
  [30, "days_1_30"],
  [31, "days_31_60"],
  [60, "days_31_60"],
  [61, "days_61_90"],
  [90, "days_61_90"],
  [91, "over_90_days"],
];

/** The last two lines of the CSV aging `expectCsvAging` makes: the total row and the final line break. */
export const CSV_AGING_TOTAL_LINES = [",Total,0,900,500,0,0,1400", ""];

export interface AgingSideOptions {
  /** The report's path segment under /insights/ and its CSV file name's stem. */
  report: "ap-aging" | "ar-aging";
  /** Who a row is for: it names the rows (`vendors`), their fields (`vendor_id`, `vendor_name`) and `group_by`. */
  party: "vendor" | "customer";
  /** A document of `cents` owed by or to `name`, due `daysPastDue` days before AS_OF (negative: not due yet). */
  documentDue: (books: Books, name: string, daysPastDue: number, cents: number) => Promise<unknown>;
}

type Row = Record<string, unknown>;

/** One side's aging report and the checks both sides share, bound to that side. */
export function agingSide({ report, party, documentDue }: AgingSideOptions) {
  const rowsOf = (body: Row) => body[`${party}s`] as Row[];

  /** The one report of an aging query (the body is an array of one). */
  const aging = async (books: Books, query = `as_of_date=${AS_OF}`) => {
    const body = await getOk(books, `/insights/${report}/?${query}`);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(1);
    return body[0];
  };

  return {
    aging,

    /**
     * The report after one party per edge (`${prefix}${days}`) owes a document of a distinct power of ten of cents,
     * so every bucket sum says which documents it holds, and one more of 7 cents is not due yet (current).
     */
    async reportAtEveryBucketEdge(books: Books, prefix: string) {
      for (const [index, [days]] of BUCKET_EDGES.entries()) {
        await documentDue(books, `${prefix}${days}`, days, 10 ** index);
      }
      await documentDue(books, "future", -5, 7);
      return aging(books);
    },

    /** What `reportAtEveryBucketEdge` answers, less its rows. */
    expectedAtBucketEdges: (books: Books) => ({
      business_id: books.businessId,
      as_of_date: AS_OF,
      group_by: party,
      currency: "SEK",
      total_outstanding_cents: 11_111_111 + 7,
      total_aging_buckets: {
        current: 1 + 7,
        days_1_30: 10 + 100,
        days_31_60: 1_000 + 10_000,
        days_61_90: 100_000 + 1_000_000,
        over_90_days: 10_000_000,
      },
    }),

    expectLargestOutstandingFirst(body: Row) {
      const totals = rowsOf(body).map((row) => row.total_outstanding_cents as number);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
    },

    /** Bravo and Alpha owe 500 cents each and Charlie 900, all 5 days past due. */
    async dueFromThreeParties(books: Books) {
      await documentDue(books, "Bravo", 5, 500);
      await documentDue(books, "Alpha", 5, 500);
      await documentDue(books, "Charlie", 5, 900);
    },

    /** After `dueFromThreeParties`: rows by total outstanding, then name; group_by=total lists none. */
    async expectSortedByOutstandingThenName(books: Books) {
      const body = await aging(books);
      expect(rowsOf(body).map((row) => row[`${party}_name`])).toEqual(["Charlie", "Alpha", "Bravo"]);
      const total = await aging(books, `as_of_date=${AS_OF}&group_by=total`);
      expect(total).toMatchObject({ group_by: "total", [`${party}s`]: [], total_outstanding_cents: 1_900 });
    },

    /**
     * Makes Bravo owe 500 cents 45 days past due and "=Alpha" 900 cents 5 days past due, then expects `?format=csv`
     * to answer the same aging as CSV: a row per party in the report's order, then the total. "=Alpha" is written
     * as '=Alpha, so a spreadsheet shows the name rather than running it as a formula.
     */
    async expectCsvAging(books: Books) {
      await documentDue(books, "Bravo", 45, 500);
      await documentDue(books, "=Alpha", 5, 900);
      const body = await aging(books);
      const response = await get(books, `/insights/${report}/?as_of_date=${AS_OF}&format=csv`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${report}-${AS_OF}.csv"`);
      const id = `${party}_id`;
      const [alpha, bravo] = rowsOf(body);
      expect(await response.text()).toBe(
        [
          `${id},${party}_name,current_cents,days_1_30_cents,days_31_60_cents,days_61_90_cents,over_90_days_cents,total_outstanding_cents`,
          `${alpha![id]},'=Alpha,0,900,0,0,0,900`,
          `${bravo![id]},Bravo,0,0,500,0,0,500`,
          ...CSV_AGING_TOTAL_LINES,
        ].join("\r\n"),
      );
    },

    /** A bad as_of_date, and grouping by the other side's party, are 400 naming the parameter. */
    async expectBadQueriesNamed(books: Books) {
      const otherParty = party === "vendor" ? "customer" : "vendor";
      for (const [query, field] of [
        ["as_of_date=2026-02-30", "as_of_date"],
        ["as_of_date=yesterday", "as_of_date"],
        [`group_by=${otherParty}`, "group_by"],
      ]) {
        const body = await expectError(
          await get(books, `/insights/${report}/?${query}`),
          400,
          "validation_error",
        );
        expect(Object.keys(body.details!)).toEqual([field]);
      }
    },
  };
}
