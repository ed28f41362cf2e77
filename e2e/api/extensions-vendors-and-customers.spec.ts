import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { bodyOf, getOk, newBooks, post } from "../support/payables";
import {
  anything,
  arrayOf,
  bool,
  dateTime,
  expectShape,
  int,
  nullable,
  num,
  object,
  page,
  str,
  uuid,
} from "../support/shape";

/** Conformance with extensions.md §6: vendors and customers, their lists, filters, archive and unarchive. */

/** §6.1. */
const vendor = object({
  type: str,
  id: uuid,
  external_id: nullable(str),
  individual_name: nullable(str),
  company_name: nullable(str),
  email: nullable(str),
  mobile_phone: nullable(str),
  office_phone: nullable(str),
  address_string: nullable(str),
  memo: nullable(str),
  status: str,
  transaction_tags: arrayOf(anything),
  documents: arrayOf(anything),
});

/** §6.3. */
const customer = object({
  type: str,
  id: uuid,
  external_id: nullable(str),
  reference_number: nullable(str),
  individual_name: nullable(str),
  company_name: nullable(str),
  display_name: str,
  email: nullable(str),
  mobile_phone: nullable(str),
  office_phone: nullable(str),
  address_line1: nullable(str),
  address_line2: nullable(str),
  city: nullable(str),
  state_county: nullable(str),
  postal_code: nullable(str),
  country: nullable(str),
  full_address: nullable(str),
  address_string: nullable(str),
  vat_number: nullable(str),
  tax_exempt: bool,
  status: str,
  is_active: bool,
  is_archived: bool,
  transaction_tags: arrayOf(anything),
  notes: nullable(str),
  metadata: anything,
  payment_terms_days: int,
  credit_limit: nullable(num),
  credit_limit_cents: nullable(int),
  outstanding_balance: num,
  documents: arrayOf(anything),
  created_at: dateTime,
  updated_at: dateTime,
  archived_at: nullable(dateTime),
});

test.describe("extensions.md §6: vendors and customers", () => {
  test("lists answer the documented fields and filters; archive and unarchive; archived ones take no new documents", async () => {
    const books = await newBooks();
    const bill = await bodyOf(
      await post(books, "/bills/", {
        external_id: "b-1",
        vendor_external_id: "acme",
        vendor_name: "Acme AB",
        bill_date: "2025-03-10",
        line_items: [{ quantity: 1, unit_price: 1000, description: "Paper" }],
      }),
      201,
    );
    const vendors = await getOk(books, "/vendors/?name_contains=acm&external_id_contains=CM");
    expectShape(vendors, page(vendor), "GET vendors");
    expect(vendors.count).toBe(1);
    const vendorId = vendors.results[0].id;
    const billOfVendor = (externalId: string) => ({
      external_id: externalId,
      vendor_id: vendorId,
      bill_date: "2025-03-11",
      line_items: [{ quantity: 1, unit_price: 5, description: "x" }],
    });
    expect((await bodyOf(await post(books, `/vendors/${vendorId}/archive/`))).status).toBe("archived");
    expect((await getOk(books, "/vendors/?name=Acme AB")).count).toBe(0);
    expect((await getOk(books, "/vendors/?name=Acme AB&include_archived=true")).count).toBe(1);
    expect((await getOk(books, `/bills/${bill.id}/`)).vendor.id).toBe(vendorId);
    const refusedBill = await expectError(
      await post(books, "/bills/", billOfVendor("b-2")),
      400,
      "validation_error",
    );
    expect(refusedBill.details?.vendor_id?.[0]).toContain("is archived");
    expect((await getOk(books, "/bills/")).count).toBe(1);
    expectShape(await bodyOf(await post(books, `/vendors/${vendorId}/unarchive/`)), vendor, "POST unarchive");
    await bodyOf(await post(books, "/bills/", billOfVendor("b-3")), 201);

    const created = await bodyOf(
      await post(books, "/customers/", { company_name: "Café Blå AB", external_id: "cafe" }),
      201,
    );
    expectShape(created, customer, "POST customers");
    const archivedCustomer = await bodyOf(await post(books, `/customers/${created.id}/archive/`));
    expectShape(archivedCustomer, customer, "POST customers archive");
    expect(archivedCustomer).toMatchObject({ is_archived: true, is_active: false, status: "archived" });
    expect((await getOk(books, "/customers/?name_contains=caf")).count).toBe(0);
    const listed = await getOk(books, "/customers/?name_contains=caf&include_archived=true");
    expectShape(listed, page(customer), "GET customers");
    expect(listed.count).toBe(1);
    const refusedInvoice = await expectError(
      await post(books, "/invoices/", {
        invoice_number: "INV-1",
        customer_external_id: "cafe",
        line_items: [{ quantity: 1, unit_price: 100, description: "Cake" }],
      }),
      400,
      "validation_error",
    );
    expect(refusedInvoice.details?.customer_external_id?.[0]).toContain("is archived");
    expect((await getOk(books, "/invoices/")).count).toBe(0);
    const restored = await bodyOf(await post(books, `/customers/${created.id}/unarchive/`));
    expect(restored).toMatchObject({ is_archived: false, archived_at: null });
  });
});
