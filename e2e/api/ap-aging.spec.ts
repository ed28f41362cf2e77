import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { bodyOf, get, newBooks, post, put, type Books } from "../support/payables";

const AS_OF = "2026-06-30";
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

const aging = async (books: Books, query = `as_of_date=${AS_OF}`) => {
  const body = await bodyOf(await get(books, `/insights/ap-aging/?${query}`));
  expect(Array.isArray(body)).toBe(true);
  expect(body).toHaveLength(1);
  return body[0];
};

test.describe("GET /insights/ap-aging/ (endpoint 14)", () => {
  test("puts bills at exactly 0, 1, 30, 31, 60, 61, 90 and 91 days past due in the right buckets", async () => {
    const books = await newBooks();
    const edges: [number, string][] = [
      [0, "current"],
      [1, "days_1_30"],
      [30, "days_1_30"],
      [31, "days_31_60"],
      [60, "days_31_60"],
      [61, "days_61_90"],
      [90, "days_61_90"],
      [91, "over_90_days"],
    ];
    // One vendor per edge, each bill a distinct power of ten of cents, so every bucket sum says which bills it holds.
    for (const [index, [days]] of edges.entries()) await billDue(books, `v${days}`, days, 10 ** index);
    await billDue(books, "future", -5, 7); // not due yet: current
    const report = await aging(books);
    expect(report).toMatchObject({
      business_id: books.businessId,
      as_of_date: AS_OF,
      group_by: "vendor",
      currency: "SEK",
      total_outstanding_cents: 11_111_111 + 7,
      total_aging_buckets: {
        current: 1 + 7,
        days_1_30: 10 + 100,
        days_31_60: 1_000 + 10_000,
        days_61_90: 100_000 + 1_000_000,
        over_90_days: 10_000_000,
      },
    });
    for (const [index, [days, bucket]] of edges.entries()) {
      const vendor = report.vendors.find((v: { vendor_name: string }) => v.vendor_name === `v${days}`);
      expect(vendor.aging_buckets[bucket], `${days} days past due`).toBe(10 ** index);
      expect(vendor.total_outstanding_cents).toBe(10 ** index);
    }
    const totals = report.vendors.map((v: { total_outstanding_cents: number }) => v.total_outstanding_cents);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
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
    await billDue(books, "Bravo", 5, 500);
    await billDue(books, "Alpha", 5, 500);
    await billDue(books, "Charlie", 5, 900);
    const report = await aging(books);
    expect(report.vendors.map((v: { vendor_name: string }) => v.vendor_name)).toEqual([
      "Charlie",
      "Alpha",
      "Bravo",
    ]);
    const total = await aging(books, `as_of_date=${AS_OF}&group_by=total`);
    expect(total).toMatchObject({ group_by: "total", vendors: [], total_outstanding_cents: 1_900 });
  });

  test("?format=csv answers the same aging as CSV: a row per vendor in order, then the total", async () => {
    const books = await newBooks();
    await billDue(books, "Bravo", 45, 500);
    await billDue(books, "=Alpha", 5, 900);
    const report = await aging(books);
    const response = await get(books, `/insights/ap-aging/?as_of_date=${AS_OF}&format=csv`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="ap-aging-${AS_OF}.csv"`);
    const [alpha, bravo] = report.vendors as { vendor_id: string }[];
    expect(await response.text()).toBe(
      [
        "vendor_id,vendor_name,current_cents,days_1_30_cents,days_31_60_cents,days_61_90_cents,over_90_days_cents,total_outstanding_cents",
        `${alpha!.vendor_id},'=Alpha,0,900,0,0,0,900`,
        `${bravo!.vendor_id},Bravo,0,0,500,0,0,500`,
        ",Total,0,900,500,0,0,1400",
        "",
      ].join("\r\n"),
    );
    const total = await get(books, `/insights/ap-aging/?as_of_date=${AS_OF}&group_by=total&format=csv`);
    expect((await total.text()).split("\r\n").slice(1)).toEqual([",Total,0,900,500,0,0,1400", ""]);
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
    const books = await newBooks();
    for (const [query, field] of [
      ["as_of_date=2026-02-30", "as_of_date"],
      ["as_of_date=yesterday", "as_of_date"],
      ["group_by=customer", "group_by"],
    ]) {
      const body = await expectError(
        await get(books, `/insights/ap-aging/?${query}`),
        400,
        "validation_error",
      );
      expect(Object.keys(body.details!)).toEqual([field]);
    }
  });
});
