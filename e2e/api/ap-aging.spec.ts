import { expect, test } from "@playwright/test";
import { AS_OF, BUCKET_EDGES, CSV_AGING_TOTAL_LINES, agingSide } from "../support/aging";
import { bodyOf, get, newBooks, post, put, type Books } from "../support/payables";

const minusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** An approved base-currency bill of `cents`, no tax, due `daysPastDue` days before AS_OF. */
async function billDue(books: Books, vendor: string, daysPastDue: number, cents: number) {
  const due = minusDays(AS_OF, daysPastDue);
  const billDate = minusDays(due, 10);
  return bodyOf(
    await post(books, "/bills/", {
      external_id: `${vendor}-${daysPastDue}`,
      vendor_external_id: vendor,
      vendor_name: vendor,
      bill_date: billDate,
      due_at: due,
      approved_at: `${billDate}T10:00:00Z`,
      line_items: [{ quantity: 1, unit_price: cents }],
    }),
    201,
  );
}

const payables = agingSide({ report: "ap-aging", party: "vendor", documentDue: billDue });
const { aging } = payables;

test.describe("GET /insights/ap-aging/ (endpoint 14)", () => {
  test("puts bills at exactly 0, 1, 30, 31, 60, 61, 90 and 91 days past due in the right buckets", async () => {
    const books = await newBooks();
    const report = await payables.reportAtEveryBucketEdge(books, "v");
    expect(report).toMatchObject(payables.expectedAtBucketEdges(books));
    for (const [index, [days, bucket]] of BUCKET_EDGES.entries()) {
      const vendor = report.vendors.find((v: { vendor_name: string }) => v.vendor_name === `v${days}`);
      expect(vendor.aging_buckets[bucket], `${days} days past due`).toBe(10 ** index);
      expect(vendor.total_outstanding_cents).toBe(10 ** index);
    }
    payables.expectLargestOutstandingFirst(report);
  });

  test("counts payments dated on or before the as-of date and ignores later ones", async () => {
    const books = await newBooks();
    const bill = await billDue(books, "acme", 10, 100_000);
    const pay = (amount: number, date: string) =>
      post(books, `/bills/${bill.id}/payments/`, {
        amount_cents: amount,
        payment_date: date,
        payment_method: "bank_transfer",
      });
    await bodyOf(await pay(30_000, AS_OF), 201);
    await bodyOf(await pay(50_000, minusDays(AS_OF, -1)), 201);
    expect((await aging(books)).total_outstanding_cents).toBe(70_000);
    expect((await aging(books, `as_of_date=${minusDays(AS_OF, -1)}`)).total_outstanding_cents).toBe(20_000);
    // Before the bill's approval date it was not in the books at all.
    expect((await aging(books, `as_of_date=${minusDays(AS_OF, 30)}`)).total_outstanding_cents).toBe(0);
  });

  test("sorts vendors by total outstanding, then name; group_by=total lists none", async () => {
    const books = await newBooks();
    await payables.dueFromThreeParties(books);
    await payables.expectSortedByOutstandingThenName(books);
  });

  test("?format=csv answers the same aging as CSV: a row per vendor in order, then the total", async () => {
    const books = await newBooks();
    await payables.expectCsvAging(books);
    const total = await get(books, `/insights/ap-aging/?as_of_date=${AS_OF}&group_by=total&format=csv`);
    expect((await total.text()).split("\r\n").slice(1)).toEqual(CSV_AGING_TOTAL_LINES);
  });

  test("shows a received credit not yet applied against the vendor's current bucket", async () => {
    const books = await newBooks();
    const bill = await billDue(books, "acme", 45, 10_000);
    const credit = await bodyOf(
      await post(books, "/vendor-credits/", {
        vendor_external_id: "acme",
        received_at: `${minusDays(AS_OF, 3)}T10:00:00Z`,
        line_items: [{ amount: 4_000 }],
      }),
      201,
    );
    let report = await aging(books);
    expect(report.total_aging_buckets).toMatchObject({ current: -4_000, days_31_60: 10_000 });
    expect(report.total_outstanding_cents).toBe(6_000);
    await bodyOf(
      await put(books, `/vendor-credits/${credit.id}/`, {
        allocations: [{ bill_id: bill.id, amount: 4_000 }],
      }),
    );
    report = await aging(books, "");
    expect(report.total_aging_buckets).toMatchObject({ current: 0, days_1_30: 0 });
    expect(report.total_outstanding_cents).toBe(6_000);
  });

  test("bad as_of_date and group_by are 400 naming the parameter", async () => {
    await payables.expectBadQueriesNamed(await newBooks());
  });
});
