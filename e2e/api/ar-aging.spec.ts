import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { AS_OF, BUCKET_EDGES, CSV_AGING_TOTAL_LINES, agingSide } from "../support/aging";
import { accountByCode, bodyOf, getOk, newBooks, post, put, type Books } from "../support/receivables";

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A sent base-currency invoice of `cents` (no tax) to `customer`, due `daysPastDue` days before AS_OF. */
async function invoiceDue(books: Books, customer: string, daysPastDue: number, cents: number) {
  const due = addDays(AS_OF, -daysPastDue);
  return bodyOf(
    await post(books, "/invoices/", {
      invoice_number: `${customer}-${daysPastDue}`,
      customer_external_id: customer,
      customer_name: customer,
      sent_at: `${addDays(due, -10)}T10:00:00Z`,
      due_at: due,
      line_items: [{ quantity: 1, unit_price: cents }],
    }),
    201,
  );
}

const receivables = agingSide({ report: "ar-aging", party: "customer", documentDue: invoiceDue });
const { aging } = receivables;

/** The accounts-receivable ledger at the end of `asOf`, from the general ledger (debit positive). */
async function receivablesLedger(books: Books, asOf: string): Promise<number> {
  const receivable = await accountByCode(books, "1100");
  const ledger = await getOk(
    books,
    `/general-ledger/?account_id=${receivable.id}&end_date=${asOf}&page_size=1`,
  );
  return ledger.closing_balance_cents;
}

test.describe("GET /insights/ar-aging/", () => {
  test("puts invoices at exactly 0, 1, 30, 31, 60, 61, 90 and 91 days past due in the right buckets", async () => {
    const books = await newBooks();
    const report = await receivables.reportAtEveryBucketEdge(books, "c");
    expect(report).toEqual({ ...receivables.expectedAtBucketEdges(books), customers: expect.any(Array) });
    for (const [index, [days, bucket]] of BUCKET_EDGES.entries()) {
      const row = report.customers.find((c: { customer_name: string }) => c.customer_name === `c${days}`);
      expect(row, `${days} days past due`).toEqual({
        customer_id: expect.any(String),
        customer_name: `c${days}`,
        total_outstanding_cents: 10 ** index,
        aging_buckets: expect.objectContaining({ [bucket]: 10 ** index }),
      });
    }
    receivables.expectLargestOutstandingFirst(report);
  });

  test("counts payments and write-offs dated on or before the as-of date, and nothing before the invoice was sent", async () => {
    const books = await newBooks();
    const invoice = await invoiceDue(books, "anna", 10, 100_000);
    await bodyOf(
      await post(books, `/invoices/${invoice.id}/payments/`, {
        amount_cents: 30_000,
        payment_date: AS_OF,
        payment_method: "bank_transfer",
      }),
      201,
    );
    await bodyOf(
      await post(books, `/invoices/${invoice.id}/payments/`, {
        amount_cents: 50_000,
        payment_date: addDays(AS_OF, 1),
        payment_method: "bank_transfer",
      }),
      201,
    );
    await bodyOf(
      await post(books, `/invoices/${invoice.id}/write-offs/`, {
        amount_cents: 5_000,
        write_off_date: addDays(AS_OF, 2),
      }),
      201,
    );
    expect((await aging(books)).total_outstanding_cents).toBe(70_000);
    expect((await aging(books, `as_of_date=${addDays(AS_OF, 1)}`)).total_outstanding_cents).toBe(20_000);
    expect((await aging(books, `as_of_date=${addDays(AS_OF, 2)}`)).total_outstanding_cents).toBe(15_000);
    expect((await aging(books, `as_of_date=${addDays(AS_OF, -30)}`)).total_outstanding_cents).toBe(0);
  });

  test("sorts customers by total outstanding, then name; group_by=total lists none; a draft owes nothing", async () => {
    const books = await newBooks();
    await receivables.dueFromThreeParties(books);
    await bodyOf(
      await post(books, "/invoices/", {
        invoice_number: "draft-1",
        customer_external_id: "Delta",
        customer_name: "Delta",
        line_items: [{ quantity: 1, unit_price: 99_999 }],
      }),
      201,
    );
    await receivables.expectSortedByOutstandingThenName(books);
  });

  test("shows a sent credit not yet applied against the customer's current bucket; a voided invoice counts until its void", async () => {
    const books = await newBooks();
    const invoice = await invoiceDue(books, "anna", 45, 10_000);
    const voided = await invoiceDue(books, "bo", 45, 3_000);
    await bodyOf(
      await post(books, `/invoices/${voided.id}/void/`, { invoice_number: voided.invoice_number }),
    );
    const credit = await bodyOf(
      await post(books, "/customer-credits/", {
        customer_external_id: "anna",
        sent_at: `${addDays(AS_OF, -3)}T10:00:00Z`,
        line_items: [{ amount: 4_000 }],
      }),
      201,
    );
    // AS_OF is before today, the void's date: the invoice was still open then.
    let report = await aging(books);
    expect(report.total_aging_buckets).toMatchObject({ current: -4_000, days_31_60: 13_000 });
    expect(report.total_outstanding_cents).toBe(9_000);
    expect(report.customers.map((c: { customer_name: string }) => c.customer_name)).toEqual(["anna", "bo"]);
    report = await aging(books, "");
    expect(report.customers.map((c: { customer_name: string }) => c.customer_name)).toEqual(["anna"]);
    expect(report.total_outstanding_cents).toBe(6_000);
    expect(report.total_aging_buckets).toMatchObject({ current: -4_000, over_90_days: 10_000 });
    await bodyOf(
      await put(books, `/customer-credits/${credit.id}/`, {
        allocations: [{ invoice_id: invoice.id, amount: 4_000 }],
      }),
    );
    report = await aging(books, "");
    expect(report.total_aging_buckets).toMatchObject({ current: 0, over_90_days: 6_000 });
    expect(report.total_outstanding_cents).toBe(6_000);
    expect(report.total_outstanding_cents).toBe(await receivablesLedger(books, report.as_of_date));
  });

  test("?format=csv answers the same aging as CSV: a row per customer in order, then the total", async () => {
    const books = await newBooks();
    await receivables.expectCsvAging(books);
    const total = await books.api.get(`${books.base}/insights/ar-aging/?as_of_date=${AS_OF}&group_by=total`, {
      headers: { Authorization: `Bearer ${books.token}`, Accept: "text/csv" },
    });
    expect((await total.text()).split("\r\n").slice(1)).toEqual(CSV_AGING_TOTAL_LINES);
  });

  test("bad as_of_date and group_by are 400 naming the parameter", async () => {
    await receivables.expectBadQueriesNamed(await newBooks());
  });

  test("property: the aging total equals the accounts-receivable ledger at every as-of date tried", async () => {
    test.slow();
    const START = "2025-01-01";
    const operation = fc.oneof(
      fc.record({ kind: fc.constant("invoice" as const), cents: fc.integer({ min: 100, max: 500_000 }) }),
      fc.record({
        kind: fc.constant("pay" as const),
        pick: fc.nat(),
        share: fc.double({ min: 0.1, max: 1 }),
      }),
      fc.record({ kind: fc.constant("write_off" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("void" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("credit" as const), cents: fc.integer({ min: 100, max: 200_000 }) }),
      fc.record({ kind: fc.constant("allocate" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("wait" as const), days: fc.integer({ min: 1, max: 45 }) }),
    );
    const customers = ["anna", "bo", "cecilia"];
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 8, maxLength: 16 }),
        fc.array(fc.nat(200), { minLength: 2, maxLength: 3 }),
        async (ops, offsets) => {
          const books = await newBooks();
          let today = START;
          const invoices: { id: string; number: string; customer: string; open: number; paid: boolean }[] =
            [];
          const credits: { id: string; customer: string; left: number }[] = [];
          for (const [n, op] of ops.entries()) {
            const customer = customers[n % customers.length]!;
            const open = invoices.filter((invoice) => invoice.open > 0);
            const pick = <T>(list: T[], index: number) =>
              list.length ? list[index % list.length] : undefined;
            if (op.kind === "wait") today = addDays(today, op.days);
            if (op.kind === "invoice") {
              const invoice = await bodyOf(
                await post(books, "/invoices/", {
                  invoice_number: `INV-${n}`,
                  customer_external_id: customer,
                  sent_at: `${today}T10:00:00Z`,
                  line_items: [
                    { quantity: 1, unit_price: op.cents, sales_taxes: [{ name: "VAT", rate: "25" }] },
                  ],
                }),
                201,
              );
              const total = invoice.total_amount as number;
              invoices.push({
                id: invoice.id,
                number: invoice.invoice_number,
                customer,
                open: total,
                paid: false,
              });
            }
            const invoice = "pick" in op ? pick(open, op.pick) : undefined;
            if (op.kind === "pay" && invoice) {
              const amount = Math.max(1, Math.round(invoice.open * op.share));
              await bodyOf(
                await post(books, `/invoices/${invoice.id}/payments/`, {
                  amount_cents: amount,
                  payment_date: today,
                  payment_method: "card",
                }),
                201,
              );
              invoice.open -= amount;
              invoice.paid = true;
            }
            if (op.kind === "write_off" && invoice) {
              const amount = Math.max(1, Math.floor(invoice.open / 3));
              await bodyOf(
                await post(books, `/invoices/${invoice.id}/write-offs/`, {
                  amount_cents: amount,
                  write_off_date: today,
                }),
                201,
              );
              invoice.open -= amount;
              invoice.paid = true;
            }
            const voidable = pick(
              open.filter((row) => !row.paid),
              "pick" in op ? op.pick : 0,
            );
            if (op.kind === "void" && voidable) {
              await bodyOf(
                await post(books, `/invoices/${voidable.id}/void/`, { invoice_number: voidable.number }),
              );
              voidable.open = 0;
            }
            if (op.kind === "credit") {
              const credit = await bodyOf(
                await post(books, "/customer-credits/", {
                  customer_external_id: customer,
                  sent_at: `${today}T10:00:00Z`,
                  line_items: [{ amount: op.cents }],
                }),
                201,
              );
              credits.push({ id: credit.id, customer, left: op.cents });
            }
            if (op.kind === "allocate") {
              const credit = pick(
                credits.filter((row) => row.left > 0),
                op.pick,
              );
              const target = credit && open.find((row) => row.customer === credit.customer && !row.paid);
              if (credit && target) {
                const amount = Math.min(credit.left, target.open);
                await bodyOf(
                  await put(books, `/customer-credits/${credit.id}/`, {
                    allocations: [{ invoice_id: target.id, amount }],
                  }),
                );
                credit.left -= amount;
                target.open -= amount;
                target.paid = true;
              }
            }
          }
          for (const asOf of [...offsets.map((days) => addDays(START, days)), today]) {
            const report = await aging(books, `as_of_date=${asOf}`);
            const ledger = await receivablesLedger(books, asOf);
            expect(report.total_outstanding_cents, `AR aging vs ledger as of ${asOf}`).toBe(ledger);
            const byCustomer = report.customers.reduce(
              (sum: number, row: { total_outstanding_cents: number }) => sum + row.total_outstanding_cents,
              0,
            );
            expect(byCustomer).toBe(ledger);
          }
        },
      ),
      {
        numRuns: Number(process.env.PROPERTY_RUNS ?? 3),
        seed: Number(process.env.PROPERTY_SEED ?? 20_260_630),
      },
    );
  });
});
