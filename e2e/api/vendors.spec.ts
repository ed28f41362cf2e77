import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { bodyOf, get, getOk, newBooks, post, put, type Books } from "../support/payables";

const createVendor = async (books: Books, data: Record<string, unknown>) =>
  bodyOf(await post(books, "/vendors/", data), 201);

const names = (page: { results: { display_name: string }[] }) =>
  page.results.map((vendor) => vendor.display_name);

test.describe("vendors", () => {
  test("POST creates a vendor (201) with every field, and GET returns the same object", async () => {
    const books = await newBooks();
    const created = await createVendor(books, {
      external_id: "v-100",
      company_name: "Nordic Paper AB",
      email: "billing@nordicpaper.example",
      office_phone: "+46 8 123 45",
      address_string: "Storgatan 1, Stockholm",
      memo: "Pays on the 25th",
      transaction_tags: [{ key: "team", value: "ops" }],
    });
    expect(created).toEqual({
      type: "Vendor",
      id: expect.any(String),
      external_id: "v-100",
      company_name: "Nordic Paper AB",
      individual_name: null,
      display_name: "Nordic Paper AB",
      email: "billing@nordicpaper.example",
      mobile_phone: null,
      office_phone: "+46 8 123 45",
      address_string: "Storgatan 1, Stockholm",
      memo: "Pays on the 25th",
      status: "active",
      transaction_tags: [{ key: "team", value: "ops" }],
      documents: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await getOk(books, `/vendors/${created.id}/`)).toEqual(created);
    expect((await getOk(books, "/vendors/")).results).toEqual([created]);
  });

  test("POST with an external_id in use is 409 naming it, and stores nothing", async () => {
    const books = await newBooks();
    await createVendor(books, { external_id: "dup", company_name: "First" });
    const body = await expectError(
      await post(books, "/vendors/", { external_id: "dup", company_name: "Second" }),
      409,
      "conflict",
    );
    expect(body.details).toEqual({ external_id: [expect.any(String)] });
    expect(names(await getOk(books, "/vendors/"))).toEqual(["First"]);
  });

  const badVendors: [string, Record<string, unknown>, string][] = [
    ["no name", { email: "a@b.example" }, "company_name"],
    ["a bad e-mail", { company_name: "X", email: "not-an-email" }, "email"],
    ["an unknown status", { company_name: "X", status: "deleted" }, "status"],
    [
      "an external_id over 255 characters",
      { company_name: "X", external_id: "x".repeat(256) },
      "external_id",
    ],
  ];
  for (const [name, data, field] of badVendors) {
    test(`POST with ${name} is 400 naming ${field}`, async () => {
      const books = await newBooks();
      const body = await expectError(await post(books, "/vendors/", data), 400, "validation_error");
      expect(Object.keys(body.details ?? {})).toEqual([field]);
      expect((await getOk(books, "/vendors/")).count).toBe(0);
    });
  }

  test("PUT changes the fields sent, keeps the others, clears with null", async () => {
    const books = await newBooks();
    const vendor = await createVendor(books, {
      external_id: "v1",
      company_name: "Old name",
      email: "a@b.example",
    });
    const updated = await bodyOf(
      await put(books, `/vendors/${vendor.id}/`, {
        company_name: "New name",
        email: null,
        status: "archived",
      }),
    );
    expect(updated).toEqual({
      ...vendor,
      company_name: "New name",
      display_name: "New name",
      email: null,
      status: "archived",
      updated_at: expect.any(String),
    });
    expect(updated.updated_at >= vendor.updated_at).toBe(true);
    expect(await getOk(books, `/vendors/${vendor.id}/`)).toEqual(updated);
  });

  test("PUT to another vendor's external_id is 409; removing the last name is 400; an unknown vendor is 404", async () => {
    const books = await newBooks();
    const first = await createVendor(books, { external_id: "a", company_name: "A" });
    await createVendor(books, { external_id: "b", company_name: "B" });
    const conflict = await expectError(
      await put(books, `/vendors/${first.id}/`, { external_id: "b" }),
      409,
      "conflict",
    );
    expect(conflict.details).toHaveProperty("external_id");
    const nameless = await expectError(
      await put(books, `/vendors/${first.id}/`, { company_name: null }),
      400,
      "validation_error",
    );
    expect(nameless.details).toHaveProperty("company_name");
    expect(await getOk(books, `/vendors/${first.id}/`)).toEqual(first);
    await expectError(await put(books, `/vendors/${crypto.randomUUID()}/`, { memo: "x" }), 404, "not_found");
    const badId = await expectError(await get(books, "/vendors/not-a-uuid/"), 400, "validation_error");
    expect(badId.details).toHaveProperty("vendor_id");
  });

  test("GET lists by name and filters by external_id, status and search, alone and combined", async () => {
    const books = await newBooks();
    await createVendor(books, { external_id: "E-3", company_name: "charlie Cables" });
    await createVendor(books, {
      external_id: "E-1",
      individual_name: "Alva Berg",
      email: "alva@berg.example",
    });
    await createVendor(books, { external_id: "E-2", company_name: "Bravo Bolts", status: "archived" });
    expect(names(await getOk(books, "/vendors/"))).toEqual(["Alva Berg", "charlie Cables"]);
    expect(names(await getOk(books, "/vendors/?include_archived=true"))).toEqual([
      "Alva Berg",
      "Bravo Bolts",
      "charlie Cables",
    ]);
    expect(names(await getOk(books, "/vendors/?external_id=E-2"))).toEqual([]);
    expect(names(await getOk(books, "/vendors/?external_id=E-2&include_archived=true"))).toEqual([
      "Bravo Bolts",
    ]);
    expect(names(await getOk(books, "/vendors/?status=active"))).toEqual(["Alva Berg", "charlie Cables"]);
    expect(names(await getOk(books, "/vendors/?status=active,archived")).length).toBe(3);
    expect(names(await getOk(books, "/vendors/?search=CABLE"))).toEqual(["charlie Cables"]);
    expect(names(await getOk(books, "/vendors/?search=berg.example"))).toEqual(["Alva Berg"]);
    expect(names(await getOk(books, "/vendors/?search=e-2"))).toEqual([]);
    expect(names(await getOk(books, "/vendors/?search=e-2&include_archived=true"))).toEqual(["Bravo Bolts"]);
    expect(names(await getOk(books, "/vendors/?search=b&status=archived"))).toEqual(["Bravo Bolts"]);
    const second = await getOk(books, "/vendors/?page=2&page_size=2&include_archived=true");
    expect(second).toMatchObject({
      count: 3,
      page_info: { total_count: 3, current_page: 2, total_pages: 2, page_size: 2 },
    });
    expect(names(second)).toEqual(["charlie Cables"]);
  });

  test("GET with an unknown status is 400 naming it", async () => {
    const books = await newBooks();
    const body = await expectError(await get(books, "/vendors/?status=active,gone"), 400, "validation_error");
    expect(body.details).toHaveProperty("status");
  });
});
