import { expect, test } from "@playwright/test";
import pg from "pg";
import { bearer, createTestBusiness, fixtures, newApi, partnerToken } from "../support/api";
import { startAppInstances, type AppInstance } from "../support/app-instances";
import { TEST_PORT } from "../support/test-env";

/**
 * Issue 12.3: a production server killed with SIGKILL in the middle of a stream of writes (bills with documents,
 * invoices, bill payments) and started again. Every write it acknowledged is there, every document is whole, every
 * entry balances, and retrying the writes it never answered, with their external_id or Idempotency-Key, creates each
 * document once. PostgreSQL only: PGlite is one process, the test server's.
 */
// Clear of the ports the two-instance test takes (TEST_PORT + 2 and + 3).
const CRASH_PORT = TEST_PORT + 6;
const ACKS_BEFORE_KILL = 12;
const WORKERS = 4;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

interface Write {
  kind: "bill" | "invoice" | "payment";
  path: string;
  body: Record<string, unknown>;
  idempotencyKey?: string;
}

interface Outcome {
  write: Write;
  status?: number;
  id?: string;
}

test.describe("crash safety (kill -9 mid-stream)", () => {
  test.skip(
    () => fixtures().database !== "postgres",
    "needs DATABASE_URL: PGlite is one process, so no second server",
  );
  test.setTimeout(180_000);

  let server: AppInstance | undefined;
  const startServer = async () => ([server] = await startAppInstances(1, { firstPort: CRASH_PORT }));
  test.afterAll(async () => {
    await server?.stop();
  });

  test("acknowledged writes survive, nothing is half-stored, retries create each document once", async () => {
    await startServer();
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const base = `/v1/platform/businesses/${business.id}`;
    const send = (write: Write) =>
      fetch(`${server!.baseUrl}${base}${write.path}`, {
        method: "POST",
        headers: {
          ...bearer(token),
          "Content-Type": "application/json",
          "X-Forwarded-Proto": "https",
          ...(write.idempotencyKey ? { "Idempotency-Key": write.idempotencyKey } : {}),
        },
        body: JSON.stringify(write.body),
      });
    const created = async (write: Write) => {
      const response = await send(write);
      expect([200, 201], await response.clone().text()).toContain(response.status);
      return ((await response.json()) as { id: string }).id;
    };

    // Bills the stream pays, and the customer its invoices are for.
    const customerId = await created({
      kind: "invoice",
      path: "/customers/",
      body: { company_name: "Crash Kund" },
    });
    const payable: string[] = [];
    for (let index = 0; index < 4; index++) {
      payable.push(
        await created({ kind: "bill", path: "/bills/", body: billBody(`payable-${index}`, false) }),
      );
    }

    const writeNumber = (index: number): Write => {
      switch (index % 3) {
        case 0:
          return { kind: "bill", path: "/bills/", body: billBody(`stream-${index}`, true) };
        case 1:
          return {
            kind: "invoice",
            path: "/invoices/",
            body: {
              customer_id: customerId,
              invoice_number: `CR-${index}`,
              sent_at: "2025-03-10T09:00:00Z",
              line_items: [{ unit_price: 10_000, quantity: 1, description: "Work" }],
            },
            idempotencyKey: `crash-invoice-${index}`,
          };
        default:
          return {
            kind: "payment",
            path: `/bills/${payable[index % payable.length]}/payments/`,
            body: {
              amount_cents: 100,
              payment_method: "bank_transfer",
              external_id: `crash-payment-${index}`,
            },
          };
      }
    };

    // The stream: WORKERS requests in flight at a time, until the server is killed under them.
    const outcomes: Outcome[] = [];
    let next = 0;
    let acknowledged = 0;
    let isKilled = false;
    let killing: Promise<void> | undefined;
    const worker = async () => {
      while (!isKilled) {
        const write = writeNumber(next++);
        const outcome: Outcome = { write };
        outcomes.push(outcome);
        try {
          const response = await send(write);
          const body = (await response.json()) as { id?: string };
          outcome.status = response.status;
          outcome.id = body.id;
          expect([200, 201], JSON.stringify(body)).toContain(response.status);
          if (++acknowledged === ACKS_BEFORE_KILL) {
            isKilled = true;
            killing = server!.kill();
          }
        } catch (error) {
          if (!isKilled) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await killing;
    const acked = outcomes.filter((outcome) => outcome.id);
    const unanswered = outcomes.filter((outcome) => !outcome.id);
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(unanswered.length, "requests were in flight when the server died").toBeGreaterThan(0);

    await startServer();

    // Every acknowledged write is there.
    for (const { write, id } of acked) {
      const kindPath = { bill: "/bills/", invoice: "/invoices/", payment: "/bills/payments/" }[write.kind];
      const response = await api.get(`${base}${kindPath}${id}/`, { headers: bearer(token) });
      expect(response.status(), `${write.kind} ${id}`).toBe(200);
    }

    // Retrying what was never answered, with the same external_id or Idempotency-Key, succeeds; so does a repeat of
    // an acknowledged write, which answers the first document.
    for (const { write } of unanswered) await created(write);
    for (const { write, id } of acked.slice(0, 3)) expect(await created(write)).toBe(id);

    // Each document once.
    const all = async (listPath: string) =>
      (
        (await (await api.get(`${base}${listPath}?page_size=100`, { headers: bearer(token) })).json()) as {
          results: Record<string, unknown>[];
        }
      ).results;
    const attempted = (kind: Write["kind"]) =>
      outcomes.filter((outcome) => outcome.write.kind === kind).length;
    const bills = (await all("/bills/")).filter((bill) => String(bill.external_id).startsWith("stream-"));
    expect(bills.length).toBe(attempted("bill"));
    expect(new Set(bills.map((bill) => bill.external_id)).size).toBe(bills.length);
    const invoices = await all("/invoices/");
    expect(invoices.length).toBe(attempted("invoice"));
    expect(new Set(invoices.map((invoice) => invoice.invoice_number)).size).toBe(invoices.length);
    const payments = await all("/bills/payments/");
    expect(payments.length).toBe(attempted("payment"));

    // No document half-stored: every streamed bill has its file, whole.
    for (const bill of bills) {
      const document = bill.document as { url: string; file_size: number } | null;
      expect(document, `bill ${String(bill.external_id)} lost its document`).not.toBeNull();
      const url = new URL(document!.url);
      const file = await fetch(`${server!.baseUrl}${url.pathname}${url.search}`, {
        headers: { "X-Forwarded-Proto": "https" },
      });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    }

    // Every entry balances, and so does the trial balance.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const unbalanced = await client.query(
        `select entry_id from journal_lines where business_id = $1
         group by entry_id having sum(debit_cents) <> sum(credit_cents)`,
        [business.id],
      );
      expect(unbalanced.rows).toEqual([]);
    } finally {
      await client.end();
    }
    const [trialBalance] = (await (
      await api.get(`${base}/reports/trial-balance/?as_of_date=2999-12-31`, { headers: bearer(token) })
    ).json()) as { total_debit_cents: number; total_credit_cents: number }[];
    expect(trialBalance!.total_debit_cents).toBe(trialBalance!.total_credit_cents);
    expect(trialBalance!.total_debit_cents).toBeGreaterThan(0);
  });
});

function billBody(externalId: string, hasDocument: boolean) {
  return {
    external_id: externalId,
    vendor_external_id: "crash-vendor",
    vendor_name: "Crash AB",
    bill_date: "2025-03-10",
    approved_at: "2025-03-10T09:00:00Z",
    line_items: [{ unit_price: 100_000, quantity: 1, description: "Goods" }],
    ...(hasDocument ? { document: { file: pdf.toString("base64"), file_name: `${externalId}.pdf` } } : {}),
  };
}
