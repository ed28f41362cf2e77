import { expect, test } from "@playwright/test";
import { formatMoney } from "../../lib/i18n/format";
import { expectError } from "../support/api";
import { flatSpaces, pdfText } from "../support/pdf-text";
import { bodyOf, createInvoice, getOk, newBooks, payInvoice, post, type Books } from "../support/receivables";

const uploaded = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** The signed link without its origin: the test server speaks plain HTTP behind the X-Forwarded-Proto it is sent. */
async function download(books: Books, url: string) {
  const parsed = new URL(url);
  const response = await books.api.get(`${parsed.pathname}${parsed.search}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await response.body());
}

const lines = [
  {
    quantity: 2,
    unit_price: 12_550,
    description: "Smörgåstårta",
    sales_taxes: [{ name: "Moms", rate: "12" }],
  },
  {
    quantity: 1,
    unit_price: 40_000,
    description: "Catering",
    discount_amount: 5_000,
    sales_taxes: [{ name: "Moms", rate: "25" }],
  },
];

test.describe("the invoice PDF", () => {
  test("sending a draft makes its PDF: the business's language, currency and paper, the API's figures", async () => {
    const books = await newBooks({ name: "Kafé Ängen AB" });
    const draft = await createInvoice(books, {
      customer_name: "Åsa Öberg AB",
      line_items: lines,
      memo: "Tack!",
    });
    expect(draft.document).toBeNull();
    const sent = await bodyOf(
      await post(books, `/invoices/${draft.id}/send/`, { sent_at: "2025-05-02T10:00:00Z" }),
    );
    expect(sent.document).toMatchObject({
      file_name: `Faktura-${draft.invoice_number}.pdf`,
      mime_type: "application/pdf",
      expires_in: 900,
    });
    // A second send changes nothing, the PDF included.
    const again = await bodyOf(await post(books, `/invoices/${draft.id}/send/`, {}));
    expect(again.document.document_id).toBe(sent.document.document_id);
    const pdf = await download(books, sent.document.url);
    expect(pdf.size).toEqual([595, 842]);
    for (const text of [
      "Kafé Ängen AB",
      "Faktura",
      draft.invoice_number,
      "Åsa Öberg AB",
      "Smörgåstårta",
      "Tack!",
    ])
      expect(pdf.text).toContain(text);
    const sek = (cents: number) => flatSpaces(formatMoney(cents, "SEK", "sv"));
    expect(pdf.text).toContain(`Delsumma ${sek(sent.subtotal)}`);
    expect(pdf.text).toContain(`Rabatter ${sek(-5_000)}`);
    expect(pdf.text).toContain(`Totalt ${sek(sent.total_amount)}`);
    expect(pdf.text).toContain(`Att betala ${sek(sent.outstanding_balance)}`);
  });

  test("POST .../pdf/ makes it again as the invoice is now, in the language asked for; audited", async () => {
    const books = await newBooks();
    const invoice = await createInvoice(books, { line_items: lines, sent_at: "2025-03-01T09:00:00Z" });
    expect(invoice.document).toBeNull();
    await payInvoice(books, invoice.id, { amount_cents: 10_000 });
    const response = await post(books, `/invoices/${invoice.id}/pdf/`, { locale: "de" });
    const regenerated = await bodyOf(response, 201);
    expect(regenerated.document).toMatchObject({ file_name: `Rechnung-${invoice.invoice_number}.pdf` });
    const pdf = await download(books, regenerated.document.url);
    const sek = (cents: number) => flatSpaces(formatMoney(cents, "SEK", "de"));
    expect(pdf.text).toContain("Rechnung");
    expect(pdf.text).toContain(`Bezahlt ${sek(10_000)}`);
    expect(pdf.text).toContain(`Offener Betrag ${sek(regenerated.outstanding_balance)}`);
    expect(pdf.text).toContain("Seite 1 von 1");
    const [event] = (await getOk(books, `/audit-events/?resource_id=${invoice.id}`)).results;
    expect(event).toMatchObject({
      method: "POST",
      path: `${books.base}/invoices/${invoice.id}/pdf/`,
      resource_type: "invoice",
      response_status: 201,
      change: { locale: "de" },
    });
  });

  test("a US business gets US Letter in American English and dollars", async () => {
    const books = await newBooks({ country: "US", base_currency: "USD", timezone: "America/New_York" });
    const draft = await createInvoice(books, { line_items: lines });
    const sent = await bodyOf(await post(books, `/invoices/${draft.id}/send/`, {}));
    const pdf = await download(books, sent.document.url);
    expect(pdf.size).toEqual([612, 792]);
    expect(pdf.text).toContain(`Amount due ${formatMoney(sent.outstanding_balance, "USD", "en-US")}`);
  });

  test("an uploaded document stays the invoice's on send; generate_pdf false makes none", async () => {
    const books = await newBooks();
    const withFile = await createInvoice(books, {
      document: { file: uploaded.toString("base64"), file_name: "own.pdf" },
    });
    const sent = await bodyOf(await post(books, `/invoices/${withFile.id}/send/`, {}));
    expect(sent.document).toMatchObject({ document_id: withFile.document.document_id, file_name: "own.pdf" });
    const plain = await createInvoice(books);
    expect(
      (await bodyOf(await post(books, `/invoices/${plain.id}/send/`, { generate_pdf: false }))).document,
    ).toBeNull();
  });

  test("refusals: a voided invoice is 409, a bad locale 400 at locale, another business's invoice 404", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const invoice = await createInvoice(books);
    await expectError(
      await post(books, `/invoices/${invoice.id}/pdf/`, { locale: "xx" }),
      400,
      "validation_error",
    ).then((body) => expect(Object.keys(body.details ?? {})).toEqual(["locale"]));
    await post(books, `/invoices/${invoice.id}/void/`, { invoice_number: invoice.invoice_number });
    await expectError(await post(books, `/invoices/${invoice.id}/pdf/`, {}), 409, "conflict");
    expect((await getOk(books, `/invoices/${invoice.id}/`)).document).toBeNull();
    const foreign = await createInvoice(other);
    await expectError(await post(books, `/invoices/${foreign.id}/pdf/`, {}), 404, "not_found");
  });

  test("a draft's PDF says Draft and owes nothing yet", async () => {
    const books = await newBooks({ country: "GB", base_currency: "GBP", timezone: "Europe/London" });
    const draft = await createInvoice(books, { currency: "GBP" });
    const made = await bodyOf(await post(books, `/invoices/${draft.id}/pdf/`, {}), 201);
    const pdf = await download(books, made.document.url);
    expect(pdf.text).toContain("Invoice Draft");
    expect(pdf.text).not.toContain("Amount due");
    expect(pdf.text).toContain(`Total ${formatMoney(made.total_amount, "GBP", "en-GB")}`);
  });
});
