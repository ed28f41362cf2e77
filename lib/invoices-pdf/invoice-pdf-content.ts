import { fill } from "../i18n/define-messages";
import { formatDate, formatMoney, formatNumber, minorDigits } from "../i18n/format";
import type { Locale } from "../i18n/locales";
import type { InvoiceResponse } from "../schemas/invoice";
import { type PaperSize, paperSizeOf } from "./business-conventions";
import { invoicePdfMessages } from "./invoice-pdf-messages";

export interface InvoicePdfTotal {
  label: string;
  value: string;
  isStrong?: boolean;
}

/**
 * What an invoice PDF says, every text already in the invoice's language and currency: any renderer lays out the
 * same words and figures, so the PDF's text can be checked against the API whichever library draws it.
 */
export interface InvoicePdfContent {
  locale: Locale;
  paper: PaperSize;
  title: string;
  /** "Draft" on a draft, else absent. */
  stamp?: string;
  sellerName: string;
  buyerLabel: string;
  buyer: string[];
  facts: [label: string, value: string][];
  lineHeader: string[];
  /** Which columns hold figures (right-aligned), by index. */
  numericColumns: number[];
  lines: string[][];
  totals: InvoicePdfTotal[];
  note?: { label: string; text: string };
  footer: { left: string; page: (page: number, pages: number) => string };
  metadata: { title: string; author: string; subject: string };
}

export interface InvoicePdfBusiness {
  name: string;
  country: string;
  timezone: string;
}

const percent = (rate: string | number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 }).format(Number(rate) / 100);

/** A unit price keeps its fractions of a cent (up to four more digits), unlike amounts. */
function unitPrice(cents: number, currency: string, locale: Locale): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits + 4,
  }).format(cents / 10 ** digits);
}

const taxLabel = (tax: { name: string; rate?: string | null }, locale: Locale) =>
  tax.rate !== undefined && tax.rate !== null && tax.rate !== ""
    ? `${tax.name} ${percent(tax.rate, locale)}`
    : tax.name;

/** Line and additional taxes summed per name and rate, in the order they first appear. */
function taxTotals(invoice: InvoiceResponse, locale: Locale): Map<string, number> {
  const sums = new Map<string, number>();
  const taxes = [
    ...invoice.line_items.flatMap((line) => line.sales_taxes),
    ...invoice.additional_sales_taxes,
  ];
  for (const tax of taxes) {
    const label = taxLabel(tax, locale);
    sums.set(label, (sums.get(label) ?? 0) + tax.amount);
  }
  return sums;
}

function buyerLines(customer: InvoiceResponse["customer"], vatLabel: string): string[] {
  const cityLine = [customer.postal_code, customer.city].filter(Boolean).join(" ");
  const address = customer.address_line1
    ? [customer.address_line1, customer.address_line2, cityLine, customer.state_county, customer.country]
    : [customer.address_string];
  const lines = [customer.display_name, ...address, customer.email];
  if (customer.vat_number) lines.push(fill(vatLabel, { number: customer.vat_number }));
  return lines.filter((line): line is string => Boolean(line && line.trim()));
}

/** The invoice's PDF content in `locale` (default: the business's, see businessLocaleOf). */
export function invoicePdfContent(
  invoice: InvoiceResponse,
  business: InvoicePdfBusiness,
  locale: Locale,
): InvoicePdfContent {
  const t = invoicePdfMessages[locale];
  const money = (cents: number) => formatMoney(cents, invoice.currency, locale);
  const date = (value: string | null) => formatDate(value, locale, business.timezone);
  const hasDiscounts = invoice.line_items.some((line) => line.discount_amount !== 0);
  const title = invoice.invoice_type === "receipt" ? t.receipt : t.invoice;

  const facts: [string, string][] = [
    [t.invoiceNumber, invoice.invoice_number],
    [t.issueDate, date(invoice.sent_at)],
    [t.dueDate, date(invoice.due_at)],
    [t.currency, invoice.currency],
  ];
  if (invoice.reference_numbers.length) facts.push([t.references, invoice.reference_numbers.join(", ")]);

  const lineHeader = [
    t.description,
    t.quantity,
    t.unitPrice,
    ...(hasDiscounts ? [t.discount] : []),
    t.tax,
    t.amount,
  ];
  const lines = invoice.line_items.map((line) => [
    line.description ?? line.product ?? "",
    formatNumber(line.quantity, locale),
    unitPrice(line.unit_price, invoice.currency, locale),
    ...(hasDiscounts ? [line.discount_amount ? money(-line.discount_amount) : ""] : []),
    line.sales_taxes.map((tax) => (tax.rate ? percent(tax.rate, locale) : money(tax.amount))).join(", "),
    money(line.subtotal - line.discount_amount),
  ]);

  const discounts =
    invoice.line_items.reduce((sum, line) => sum + line.discount_amount, 0) + invoice.additional_discount;
  const totals: InvoicePdfTotal[] = [{ label: t.subtotal, value: money(invoice.subtotal) }];
  if (discounts) totals.push({ label: t.discounts, value: money(-discounts) });
  for (const [label, cents] of taxTotals(invoice, locale)) totals.push({ label, value: money(cents) });
  if (invoice.tips) totals.push({ label: t.tips, value: money(invoice.tips) });
  totals.push({ label: t.total, value: money(invoice.total_amount), isStrong: true });
  const settled: [string, number][] = [
    [t.paid, invoice.paid_amount],
    [t.credited, invoice.credited_amount],
    [t.writtenOff, invoice.written_off_amount],
    [t.refunded, invoice.refunded_amount],
  ];
  for (const [label, cents] of settled) if (cents) totals.push({ label, value: money(cents) });
  if (invoice.status !== "DRAFT") {
    totals.push({ label: t.amountDue, value: money(invoice.outstanding_balance), isStrong: true });
  }

  return {
    locale,
    paper: paperSizeOf(business.country),
    title,
    stamp: invoice.status === "DRAFT" ? t.draft : undefined,
    sellerName: business.name,
    buyerLabel: t.billTo,
    buyer: buyerLines(invoice.customer, t.vatNumber),
    facts,
    lineHeader,
    numericColumns: lineHeader.map((_, index) => index).filter((index) => index > 0),
    lines,
    totals,
    note: invoice.memo ? { label: t.note, text: invoice.memo } : undefined,
    footer: {
      left: `${business.name} · ${title} ${invoice.invoice_number}`,
      page: (page, pages) => fill(t.page, { page, pages }),
    },
    metadata: {
      title: `${title} ${invoice.invoice_number}`,
      author: business.name,
      subject: `${title} ${invoice.invoice_number} · ${invoice.customer.display_name}`,
    },
  };
}
