import "server-only";
import { createRequire } from "node:module";
import type { Alignment, Content, TDocumentDefinitions, TFontDictionary } from "pdfmake/interfaces";
import type { InvoicePdfContent } from "./invoice-pdf-content";
import type { InvoicePdfRenderer } from "./invoice-pdf-renderer";

type PdfMake = typeof import("pdfmake");

const require = createRequire(import.meta.url);

/**
 * Roboto, as pdfmake ships it (Apache 2.0): Latin with its extensions, Greek and Cyrillic, every currency symbol of
 * the API's currencies. The files are embedded subset, so a PDF carries only the glyphs it uses (~20 kB).
 */
const FONTS: TFontDictionary = require("pdfmake/fonts/Roboto.js") as TFontDictionary;
const FONT_FILES = new Set(Object.values(FONTS.Roboto!));

let configured: PdfMake | undefined;

/** pdfmake is one module-wide instance: configured once, with no URL and no file but the fonts reachable. */
function pdfMake(): PdfMake {
  if (configured) return configured;
  const pdfmake = require("pdfmake") as PdfMake;
  pdfmake.setFonts(FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  configured = pdfmake;
  return pdfmake;
}

/**
 * Roboto has no narrow no-break space (U+202F, French digit grouping and the space before "%"): the ordinary
 * no-break space stands in for it, so no figure is ever drawn with a missing glyph.
 */
const printable = (text: string) => text.replace(/\u202f/g, "\u00a0");

const MUTED = "#555555";
const RULE = "#bbbbbb";

function header(content: InvoicePdfContent): Content {
  return {
    columns: [
      { text: printable(content.sellerName), style: "seller", width: "*" },
      {
        width: "auto",
        stack: [
          { text: printable(content.title), style: "title", alignment: "right" },
          ...(content.stamp
            ? [{ text: printable(content.stamp), style: "stamp", alignment: "right" as const }]
            : []),
        ],
      },
    ],
    margin: [0, 0, 0, 24],
  };
}

function parties(content: InvoicePdfContent): Content {
  return {
    columns: [
      {
        width: "*",
        stack: [
          { text: printable(content.buyerLabel), style: "label" },
          ...content.buyer.map((line, index) => ({ text: printable(line), bold: index === 0 })),
        ],
      },
      {
        width: "auto",
        table: {
          body: content.facts.map(([label, value]) => [
            { text: printable(label), style: "label" },
            { text: printable(value), alignment: "right" as const },
          ]),
        },
        layout: "noBorders",
      },
    ],
    columnGap: 24,
    margin: [0, 0, 0, 24],
  };
}

function lineTable(content: InvoicePdfContent): Content {
  const align = (index: number): Alignment => (content.numericColumns.includes(index) ? "right" : "left");
  return {
    table: {
      headerRows: 1,
      widths: content.lineHeader.map((_, index) => (index === 0 ? "*" : "auto")),
      body: [
        content.lineHeader.map((text, index) => ({
          text: printable(text),
          style: "columnHeader",
          alignment: align(index),
        })),
        ...content.lines.map((row) =>
          row.map((text, index) => ({ text: printable(text), alignment: align(index) })),
        ),
      ],
    },
    layout: {
      hLineWidth: (row, node) => (row === 0 || row === 1 || row === node.table.body.length ? 0.75 : 0.25),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 0, 0, 16],
  };
}

function totals(content: InvoicePdfContent): Content {
  return {
    columns: [
      { width: "*", text: "" },
      {
        width: "auto",
        table: {
          widths: [140, "auto"],
          body: content.totals.map((total) => [
            { text: printable(total.label), bold: total.isStrong, color: total.isStrong ? undefined : MUTED },
            { text: printable(total.value), bold: total.isStrong, alignment: "right" as const },
          ]),
        },
        layout: {
          hLineWidth: (row, node) =>
            row > 0 && row < node.table.body.length && content.totals[row]?.isStrong ? 0.75 : 0,
          vLineWidth: () => 0,
          hLineColor: () => RULE,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
    ],
    margin: [0, 0, 0, 24],
  };
}

export function invoiceDocumentDefinition(content: InvoicePdfContent): TDocumentDefinitions {
  const body: Content[] = [header(content), parties(content), lineTable(content), totals(content)];
  if (content.note) {
    body.push(
      { text: printable(content.note.label), style: "label" },
      { text: printable(content.note.text) },
    );
  }
  return {
    pageSize: content.paper,
    pageMargins: [48, 56, 48, 64],
    language: content.locale,
    info: {
      title: printable(content.metadata.title),
      author: printable(content.metadata.author),
      subject: printable(content.metadata.subject),
      creator: "LedgerKit",
    },
    defaultStyle: { font: "Roboto", fontSize: 9.5, lineHeight: 1.2 },
    styles: {
      seller: { fontSize: 15, bold: true },
      title: { fontSize: 22, bold: true },
      stamp: { fontSize: 11, color: MUTED, characterSpacing: 1 },
      label: { fontSize: 8, color: MUTED, margin: [0, 0, 0, 2] },
      columnHeader: { fontSize: 8, bold: true, color: MUTED },
    },
    content: body,
    footer: (page, pages) => ({
      columns: [
        { text: printable(content.footer.left), color: MUTED },
        { text: printable(content.footer.page(page, pages)), alignment: "right", color: MUTED },
      ],
      fontSize: 8,
      margin: [48, 24, 48, 0],
    }),
  };
}

/** The invoice PDF drawn by pdfmake (over PDFKit): tables, page breaks with repeated headers, embedded fonts. */
export const pdfmakeRenderer: InvoicePdfRenderer = {
  async render(content) {
    const pdf = pdfMake().createPdf(invoiceDocumentDefinition(content));
    return new Uint8Array(await pdf.getBuffer());
  },
};
