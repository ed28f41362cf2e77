import { expect, test } from "@playwright/test";
import { expectError, newApi } from "../support/api";
import { billBody, bodyOf, createBill, get, newBooks, post, put, type Books } from "../support/payables";

/**
 * Issue 18: what /v1/platform/openapi.json says a request may hold is what the API accepts. Each case sends a value
 * the document allows (2xx) or refuses (400 naming the field), and reads the rule from the served document where it
 * can, so the two cannot drift apart.
 */
interface Parameter {
  name: string;
  in: string;
  style?: string;
  explode?: boolean;
  schema: { type?: string; items?: { enum?: string[]; format?: string } };
}
type Operation = { operationId: string; parameters: Parameter[] };

async function servedDocument() {
  const api = await newApi();
  return (await (await api.get("/v1/platform/openapi.json")).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
}

/** Business list operations with a comma-separated enum filter, and the filter. */
async function enumListFilters() {
  const document = await servedDocument();
  const found: { path: string; parameter: Parameter }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const list = operations.get;
    if (!list || !path.startsWith("/v1/platform/businesses/{business_id}/") || path.includes("}/", 38))
      continue;
    for (const parameter of list.parameters) {
      if (parameter.in === "query" && parameter.schema.type === "array" && parameter.schema.items?.enum) {
        found.push({ path, parameter });
      }
    }
  }
  return found;
}

const relative = (path: string) => path.replace("/v1/platform/businesses/{business_id}", "");

test("every comma-separated enum filter is an array (form, not exploded) that the list accepts whole and refuses outside", async () => {
  test.setTimeout(300_000);
  const books = await newBooks();
  const filters = await enumListFilters();
  expect(filters.length).toBeGreaterThanOrEqual(12);
  for (const { path, parameter } of filters) {
    expect([parameter.style, parameter.explode], parameter.name).toEqual(["form", false]);
    // `ordering` names each field once, ascending or descending (-field): one of each pair.
    const values = parameter.schema.items!.enum!.filter((value) => !value.startsWith("-"));
    // Each value alone and all of them at once, joined as a generated client joins an array.
    for (const value of [values[0]!, values.join(",")]) {
      const response = await get(books, `${relative(path)}?${parameter.name}=${encodeURIComponent(value)}`);
      expect(response.status(), `${path} ${parameter.name}=${value}: ${await response.text()}`).toBe(200);
    }
    for (const bad of ["not-a-value"]) {
      const response = await get(books, `${relative(path)}?${parameter.name}=${bad}`);
      const error = await expectError(response, 400, "validation_error");
      expect(Object.keys(error.details ?? {}), `${path} ${parameter.name}=${bad}`).toEqual([parameter.name]);
    }
  }
});

test("a UUID list filter takes UUIDs joined by commas and refuses anything else", async () => {
  const books = await newBooks();
  const ids = [crypto.randomUUID(), crypto.randomUUID()].join(",");
  expect((await get(books, `/bills/?vendor_id=${ids}`)).status()).toBe(200);
  const error = await expectError(await get(books, `/bills/?vendor_id=${ids},nope`), 400, "validation_error");
  expect(error.details).toEqual({ vendor_id: [expect.stringContaining('"nope"')] });
});

interface BodyCase {
  name: string;
  send: (books: Books) => Promise<import("@playwright/test").APIResponse>;
  field: string;
}

const customer = (books: Books, data: Record<string, unknown>) => post(books, "/customers/", data);

const refusedBodies: BodyCase[] = [
  {
    name: "an exchange_rate sent as a JSON number",
    field: "exchange_rate",
    send: (b) => post(b, "/bills/", billBody({ currency: "EUR", exchange_rate: 11.5 })),
  },
  {
    name: "an exchange_rate with 13 decimals",
    field: "exchange_rate",
    send: (b) => post(b, "/bills/", billBody({ currency: "EUR", exchange_rate: "1.1234567890123" })),
  },
  {
    name: "an exchange_rate of 0",
    field: "exchange_rate",
    send: (b) => post(b, "/bills/", billBody({ currency: "EUR", exchange_rate: "0.000" })),
  },
  {
    name: "a tax rate over 1000",
    field: "line_items.0.sales_taxes.0.rate",
    send: (b) =>
      post(
        b,
        "/bills/",
        billBody({ line_items: [{ unit_price: 100, sales_taxes: [{ name: "VAT", rate: "1000.5" }] }] }),
      ),
  },
  {
    name: "a tax rate as a number",
    field: "line_items.0.sales_taxes.0.rate",
    send: (b) =>
      post(
        b,
        "/bills/",
        billBody({ line_items: [{ unit_price: 100, sales_taxes: [{ name: "VAT", rate: 25 }] }] }),
      ),
  },
  {
    name: "an e-mail whose domain label ends in a hyphen",
    field: "email",
    send: (b) => customer(b, { company_name: "Kund AB", email: "a@b-.com" }),
  },
  {
    name: "a vendor e-mail without a top-level domain",
    field: "email",
    send: (b) => post(b, "/vendors/", { company_name: "Lev AB", email: "a@b" }),
  },
  {
    name: "a three-letter country code",
    field: "country",
    send: (b) => customer(b, { company_name: "Kund AB", country: "SWE" }),
  },
  {
    name: "a country name",
    field: "country",
    send: (b) => customer(b, { company_name: "Kund AB", country: "Sweden" }),
  },
  {
    name: "a bill date in year 0080",
    field: "bill_date",
    send: (b) => post(b, "/bills/", billBody({ bill_date: "0080-08-22" })),
  },
  {
    name: "a due date in year 0001",
    field: "due_at",
    send: (b) => post(b, "/bills/", billBody({ due_at: "0001-01-01" })),
  },
  {
    name: "both credit_limit and credit_limit_cents",
    field: "credit_limit",
    send: (b) => customer(b, { company_name: "Kund AB", credit_limit: 10, credit_limit_cents: 1000 }),
  },
  { name: "a customer without a name", field: "company_name", send: (b) => customer(b, { email: "a@b.se" }) },
  {
    name: "a journal line with a debit and a credit",
    field: "lines.0.debit_cents",
    send: (b) =>
      post(b, "/journal-entries/", {
        entry_date: "2025-01-01",
        lines: [
          { account_identifier: { type: "AccountCode", code: "6000" }, debit_cents: 5, credit_cents: 5 },
          { account_identifier: { type: "AccountCode", code: "1000" }, credit_cents: 0 },
        ],
      }),
  },
];

for (const { name, send, field } of refusedBodies) {
  test(`${name} is 400 validation_error at ${field}`, async () => {
    const books = await newBooks();
    const error = await expectError(await send(books), 400, "validation_error");
    expect(Object.keys(error.details ?? {})).toContain(field);
    expect((await bodyOf(await get(books, "/bills/"))).count).toBe(0);
  });
}

test("values the document allows are accepted: a decimal-string rate at its bounds, a hyphenated domain, a 1900s date", async () => {
  const books = await newBooks();
  const bill = await createBill(books, {
    currency: "EUR",
    exchange_rate: "123456789012.123456789012",
    bill_date: "1900-01-01",
    line_items: [{ unit_price: 1, sales_taxes: [{ name: "Max", rate: "1000.000000" }] }],
  });
  expect(bill).toMatchObject({
    currency: "EUR",
    exchange_rate: "123456789012.123456789012",
    issue_date: "1900-01-01",
  });
  const created = await bodyOf(
    await customer(books, { company_name: "Kund AB", email: "a.b@c-d.example.se" }),
    201,
  );
  expect(created.email).toBe("a.b@c-d.example.se");
});

test("PUT with an empty body is 400 at body and changes nothing; a POST whose body may be left out takes none", async () => {
  const books = await newBooks();
  const bill = await createBill(books);
  const response = await books.api.put(`${books.base}/bills/${bill.id}/`, {
    headers: { Authorization: `Bearer ${books.token}` },
  });
  const error = await expectError(response, 400, "validation_error");
  expect(error.details).toEqual({ body: ["Required: a JSON object."] });
  expect(await bodyOf(await get(books, `/bills/${bill.id}/`))).toMatchObject({ updated_at: bill.updated_at });
  const approved = await books.api.post(`${books.base}/bills/${bill.id}/approve/`, {
    headers: { Authorization: `Bearer ${books.token}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // A PUT with a body still works.
  expect((await put(books, `/bills/${(await createBill(books)).id}/`, billBody())).status()).toBe(200);
});

test("the document marks a body required exactly when an empty one is refused", async () => {
  const document = await servedDocument();
  const required = (path: string, method: string) =>
    (document.paths[path]![method] as unknown as { requestBody: { required: boolean } }).requestBody.required;
  const base = "/v1/platform/businesses/{business_id}";
  expect(required(`${base}/bills/{bill_id}/`, "put")).toBe(true);
  expect(required(`${base}/customers/`, "post")).toBe(true);
  expect(required(`${base}/bills/{bill_id}/approve/`, "post")).toBe(false);
  expect(required(`${base}/invoices/{invoice_id}/send/`, "post")).toBe(false);
});
