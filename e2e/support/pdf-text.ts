import { extractText, getDocumentProxy } from "unpdf";

/**
 * The text of a PDF as PDF.js (through unpdf) reads it, pages joined, every run of white space (no-break spaces
 * included, which money and dates use) as one space: what a person would copy out of the document.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; size: number[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  return { text: flatSpaces(text), pages: pdf.numPages, size: page.view.slice(2).map(Math.round) };
}

/** White space as a PDF's extracted text has it, for comparing formatted amounts with it. */
export const flatSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");
