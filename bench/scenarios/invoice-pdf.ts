import type { BenchContext } from "../context";
import { defineScenario } from "../scenario";

/** A sent invoice of 12 lines with two tax rates, a discount, a part payment and a memo: a typical one-page PDF. */
async function createSentInvoice(ctx: BenchContext, token: string) {
  const post = <T>(path: string, body: unknown) =>
    ctx.request<T>(`/v1/platform/businesses/${ctx.businessId}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const invoice = await post<{ id: string; total_amount: number }>("/invoices/", {
    invoice_number: `BENCH-PDF-${Date.now().toString(36)}`,
    customer_external_id: "bench-pdf-customer",
    customer_name: "Bench Kund Åkesson AB",
    sent_at: "2026-06-01T09:00:00Z",
    memo: "Tack för beställningen!",
    line_items: Array.from({ length: 12 }, (_, index) => ({
      description: `Tjänst nr ${index + 1} — smörgåstårta`,
      quantity: 1 + (index % 3),
      unit_price: 12_550 + index * 100,
      discount_amount: index === 0 ? 1_000 : 0,
      sales_taxes: [{ name: "Moms", rate: index % 2 ? "12" : "25" }],
    })),
  });
  await post(`/invoices/${invoice.id}/payments/`, {
    amount_cents: Math.floor(invoice.total_amount / 3),
    payment_method: "bank_transfer",
    payment_date: "2026-06-05",
  });
  return invoice.id;
}

/** `POST /invoices/{id}/pdf/`: render the invoice (pdfmake, embedded subset font) and store it as its document. */
export default defineScenario({
  name: "invoice-pdf",
  description:
    "POST /invoices/{invoice_id}/pdf/ — a 12-line sent invoice rendered and stored as its document",
  async setup(ctx) {
    const token = await ctx.businessToken();
    return { token, invoiceId: await createSentInvoice(ctx, token) };
  },
  async run(ctx, { token, invoiceId }) {
    await ctx.measure("POST /invoices/{id}/pdf/ (12 lines, one page)", {
      path: `/v1/platform/businesses/${ctx.businessId}/invoices/${invoiceId}/pdf/`,
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{}",
      connections: 2,
    });
  },
});
