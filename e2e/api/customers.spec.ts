import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  bodyOf,
  createCustomer,
  createInvoice,
  createSentInvoice,
  get,
  getOk,
  newBooks,
  payInvoice,
  post,
  put,
} from "../support/receivables";

test.describe("customers", () => {
  test("POST creates a customer with every field of the customer object; GET returns the same", async () => {
    const books = await newBooks();
    const customer = await createCustomer(books, {
      external_id: "crm-1",
      reference_number: "R-1",
      individual_name: "Ann Berg",
      email: "ann@example.com",
      address_line1: "Storgatan 1",
      city: "Uppsala",
      postal_code: "753 20",
      country: "SE",
      vat_number: "SE556000000001",
      tax_exempt: true,
      payment_terms_days: 14,
      credit_limit_cents: 500_000,
      transaction_tags: [{ key: "segment", value: "retail" }],
      notes: "Pays on time",
      metadata: { crm: 7 },
    });
    expect(customer).toEqual({
      type: "Customer",
      id: expect.any(String),
      external_id: "crm-1",
      reference_number: "R-1",
      individual_name: "Ann Berg",
      company_name: "Nordic Retail AB",
      display_name: "Nordic Retail AB",
      email: "ann@example.com",
      mobile_phone: null,
      office_phone: null,
      address_line1: "Storgatan 1",
      address_line2: null,
      city: "Uppsala",
      state_county: null,
      postal_code: "753 20",
      country: "SE",
      full_address: "Storgatan 1, 753 20 Uppsala, SE",
      address_string: null,
      vat_number: "SE556000000001",
      status: "active",
      tax_exempt: true,
      is_active: true,
      is_archived: false,
      transaction_tags: [{ key: "segment", value: "retail" }],
      notes: "Pays on time",
      metadata: { crm: 7 },
      payment_terms_days: 14,
      credit_limit: 5000,
      credit_limit_cents: 500_000,
      outstanding_balance: 0,
      documents: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      archived_at: null,
    });
    expect(await getOk(books, `/customers/${customer.id}/`)).toEqual(customer);
  });

  test("a used external_id is 409 and stores nothing", async () => {
    const books = await newBooks();
    await createCustomer(books, { external_id: "dup" });
    await expectError(
      await post(books, "/customers/", { company_name: "B", external_id: "dup" }),
      409,
      "conflict",
    );
    expect((await getOk(books, "/customers/")).count).toBe(1);
  });

  test("bad input is 400 with details", async () => {
    const books = await newBooks();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "ann@example.com" }, "company_name"],
      [{ company_name: "A", email: "not-an-email" }, "email"],
      [{ company_name: "A", credit_limit: 10, credit_limit_cents: 1000 }, "credit_limit"],
      [{ company_name: "A", payment_terms_days: -1 }, "payment_terms_days"],
      [{ company_name: "A", country: "XX" }, "country"],
    ];
    for (const [data, field] of cases) {
      const body = await expectError(await post(books, "/customers/", data), 400, "validation_error");
      expect(Object.keys(body.details ?? {}), JSON.stringify(data)).toContain(field);
    }
    const page = await expectError(await get(books, "/customers/?page_size=101"), 400, "validation_error");
    expect(page.details).toHaveProperty("page_size");
  });

  test("PUT changes the fields sent, archives with is_archived and restores; external_id stays unique", async () => {
    const books = await newBooks();
    const customer = await createCustomer(books, { external_id: "a", email: "a@example.com" });
    await createCustomer(books, { company_name: "Other", external_id: "b" });
    const updated = await bodyOf(
      await put(books, `/customers/${customer.id}/`, {
        office_phone: "+46 8 123",
        email: null,
        is_archived: true,
      }),
    );
    expect(updated).toMatchObject({
      office_phone: "+46 8 123",
      email: null,
      company_name: "Nordic Retail AB",
      status: "archived",
      is_archived: true,
      is_active: false,
      archived_at: expect.any(String),
    });
    expect(await getOk(books, "/customers/?is_archived=true")).toMatchObject({ count: 1 });
    expect(
      (await getOk(books, "/customers/?status=active")).results.map(
        (c: { external_id: string }) => c.external_id,
      ),
    ).toEqual(["b"]);
    const restored = await bodyOf(await put(books, `/customers/${customer.id}/`, { is_archived: false }));
    expect(restored).toMatchObject({ status: "active", archived_at: null });
    await expectError(await put(books, `/customers/${customer.id}/`, { external_id: "b" }), 409, "conflict");
    await expectError(await get(books, `/customers/${crypto.randomUUID()}/`), 404, "not_found");
  });

  test("the list filters by external_id and search, by display name with ties by id", async () => {
    const books = await newBooks();
    await createCustomer(books, { company_name: "Zeta AB", external_id: "z" });
    await createCustomer(books, { company_name: "alpha AB", external_id: "a" });
    await createCustomer(books, { company_name: undefined, individual_name: "Bo Ek", email: "bo@ek.se" });
    const list = await getOk(books, "/customers/");
    expect(list.results.map((c: { display_name: string }) => c.display_name)).toEqual([
      "alpha AB",
      "Bo Ek",
      "Zeta AB",
    ]);
    expect((await getOk(books, "/customers/?external_id=z")).results[0].display_name).toBe("Zeta AB");
    expect((await getOk(books, "/customers/?search=EK.SE")).results[0].display_name).toBe("Bo Ek");
    expect(await getOk(books, "/customers/?search=nothing")).toMatchObject({ count: 0, results: [] });
  });

  test("outstanding_balance sums the customer's sent, unpaid invoices in base currency", async () => {
    const books = await newBooks();
    const sent = await createSentInvoice(books, { customer_external_id: "bal" });
    await createSentInvoice(books, {
      customer_external_id: "bal",
      currency: "EUR",
      exchange_rate: "11",
      line_items: [{ unit_price: 100 }],
    });
    await createInvoice(books, { customer_external_id: "bal" }); // a draft owes nothing yet
    await payInvoice(books, sent.id, { amount_cents: 2_500 });
    const customer = (await getOk(books, "/customers/?external_id=bal")).results[0];
    expect(customer.outstanding_balance).toBe(12_500 - 2_500 + 1_100);
    expect((await getOk(books, `/invoices/${sent.id}/`)).customer.outstanding_balance).toBe(11_100);
  });
});
