import * as fontkit from "fontkit";
import { createRequire } from "node:module";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../i18n/format";
import { SUPPORTED_LOCALES } from "../i18n/locales";
import type { InvoiceResponse } from "../schemas/invoice";
import { businessLocaleOf, paperSizeOf } from "./business-conventions";
import { invoicePdfContent } from "./invoice-pdf-content";
import { invoicePdfRenderer } from "./invoice-pdf-renderer";

const line = (
  overrides: Partial<InvoiceResponse["line_items"][number]>,
): InvoiceResponse["line_items"][number] => ({
  id: crypto.randomUUID(),
  invoice_id: "00000000-0000-4000-8000-000000000001",
  account_identifier: { id: crypto.randomUUID(), type: "AccountId" },
  description: "Smörgåstårta för åtta",
  unit_price: 125_050,
  quantity: 2,
  subtotal: 250_100,
  discount_amount: 0,
  sales_taxes_total: 62_525,
  total_amount: 312_625,
  tax_rate: 25,
  sales_taxes: [{ name: "Moms", rate: "25", amount: 62_525 }],
  external_id: null,
  product: null,
  ...overrides,
});

/** An invoice as the API serializes it: two lines, a discount, two tax rates, part paid. */
function invoice(overrides: Partial<InvoiceResponse> = {}): InvoiceResponse {
  const lines = [
    line({}),
    line({
      description: "Crème brûlée, Øl & Straße",
      unit_price: 4_000,
      quantity: 3,
      subtotal: 12_000,
      discount_amount: 2_000,
      sales_taxes_total: 1_200,
      total_amount: 11_200,
      tax_rate: 12,
      sales_taxes: [{ name: "Moms", rate: "12", amount: 1_200 }],
    }),
  ];
  return {
    type: "Invoice",
    id: "00000000-0000-4000-8000-000000000001",
    business_id: "00000000-0000-4000-8000-000000000002",
    status: "PARTIALLY_PAID",
    sent_at: "2025-03-01T09:00:00.000Z",
    due_at: "2025-03-31T00:00:00.000Z",
    paid_at: null,
    voided_at: null,
    is_overdue: false,
    invoice_number: "INV-1042",
    invoice_type: "invoice",
    currency: "SEK",
    exchange_rate: "1",
    customer: {
      display_name: "Åsa Öberg AB",
      address_line1: "Storgatan 1",
      address_line2: null,
      postal_code: "111 22",
      city: "Stockholm",
      country: "SE",
      email: "asa@example.se",
      vat_number: "SE556677889901",
    } as InvoiceResponse["customer"],
    line_items: lines,
    subtotal: 262_100,
    additional_discount: 0,
    additional_sales_taxes: [],
    additional_sales_taxes_total: 0,
    tips: 0,
    tips_account: null,
    total_amount: 323_825,
    outstanding_balance: 223_825,
    paid_amount: 100_000,
    credited_amount: 0,
    refunded_amount: 0,
    written_off_amount: 0,
    payment_allocations: [],
    credit_allocations: [],
    refund_allocations: [],
    write_offs: [],
    document: null,
    journal_entry_id: null,
    imported_at: "2025-03-01T09:00:00.000Z",
    created_at: "2025-03-01T09:00:00.000Z",
    updated_at: "2025-03-01T09:00:00.000Z",
    external_id: null,
    memo: "Tack för att ni handlar hos oss!",
    reference_numbers: ["PO-7"],
    metadata: null,
    ...overrides,
  };
}

const business = { name: "Kafé Ängen AB", country: "SE", timezone: "Europe/Stockholm" };
/** PDF.js gives text items joined by spaces; no-break spaces and line breaks count as spaces here. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return { text: flat((await extractText(pdf, { mergePages: true })).text), pdf };
}

describe("the invoice PDF", () => {
  it("says the invoice's numbers, parties, lines and totals in the business's language and currency", async () => {
    const content = invoicePdfContent(invoice(), business, "sv");
    const bytes = await invoicePdfRenderer().render(content);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text, pdf } = await textOf(bytes);
    for (const expected of [
      "Kafé Ängen AB",
      "Faktura",
      "INV-1042",
      "Åsa Öberg AB",
      "Momsreg.nr SE556677889901",
      "Smörgåstårta för åtta",
      "Crème brûlée, Øl & Straße",
      "Moms 25 %",
      "Moms 12 %",
      "Att betala",
      "Sida 1 av 1",
    ])
      expect(text).toContain(expected);
    for (const cents of [262_100, 62_525, 1_200, 323_825, 100_000, 223_825, -2_000])
      expect(text).toContain(flat(formatMoney(cents, "SEK", "sv")));
    const meta = await getMeta(pdf);
    expect(meta.info).toMatchObject({ Title: "Faktura INV-1042", Author: "Kafé Ängen AB", Language: "sv" });
  });

  it("is A4 in Sweden and US Letter in the United States", async () => {
    const sizes = [];
    for (const country of ["SE", "US"]) {
      const bytes = await invoicePdfRenderer().render(
        invoicePdfContent(invoice(), { ...business, country }, "en-US"),
      );
      const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
      sizes.push(page.view.slice(2).map(Math.round));
    }
    expect(sizes).toEqual([
      [595, 842],
      [612, 792],
    ]);
  });

  it("has a glyph in its font for every character of every locale's figures and words", () => {
    const require = createRequire(import.meta.url);
    const fonts = require("pdfmake/fonts/Roboto.js") as { Roboto: Record<string, string> };
    const font = fontkit.openSync(fonts.Roboto.normal!) as { hasGlyphForCodePoint(code: number): boolean };
    const missing = new Set<string>();
    for (const locale of SUPPORTED_LOCALES)
      for (const currency of ["EUR", "GBP", "USD", "SEK", "NOK", "DKK", "ISK", "MYR", "SGD"]) {
        const content = invoicePdfContent(invoice({ currency, tips: 500 }), business, locale);
        const words = [
          content.title,
          ...content.lineHeader,
          ...content.lines.flat(),
          ...content.totals.flatMap((t) => [t.label, t.value]),
          ...content.facts.flat(),
          content.footer.page(1, 2),
        ];
        for (const char of words.join("").replace(/\u202f/g, "\u00a0"))
          if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) missing.add(char);
      }
    expect([...missing]).toEqual([]);
  });

  it("a long invoice breaks across pages, numbered", async () => {
    const many = Array.from({ length: 80 }, (_, index) => line({ description: `Line ${index + 1}` }));
    const bytes = await invoicePdfRenderer().render(
      invoicePdfContent(invoice({ line_items: many }), business, "de"),
    );
    const { text, pdf } = await textOf(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    expect(text).toContain(`Seite 1 von ${pdf.numPages}`);
    expect(text).toContain("Line 80");
  });

  it("takes the business's language and paper from its country", () => {
    expect([
      businessLocaleOf("SE"),
      businessLocaleOf("no"),
      businessLocaleOf("AT"),
      businessLocaleOf("BE"),
    ]).toEqual(["sv", "nb", "de", "fr"]);
    expect([businessLocaleOf("US"), businessLocaleOf("GB"), businessLocaleOf("DK")]).toEqual([
      "en-US",
      "en-GB",
      "en-GB",
    ]);
    expect([paperSizeOf("CA"), paperSizeOf("MX"), paperSizeOf("GB")]).toEqual(["LETTER", "LETTER", "A4"]);
  });
});
