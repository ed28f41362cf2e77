import type { CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";

/** The first rows of a CSV file as the import dialog shows them. */
export interface CsvPreview {
  /** The header row's cells (or "1", "2", … without one). */
  headers: string[];
  /** Data rows after the header. */
  rows: string[][];
  /** Whether a header row was found; without one, columns are named by number. */
  hasHeader: boolean;
  delimiter: string;
}

/** Header words of each column, lower case, most telling first, in the six languages and as banks write them. */
const HEADER_WORDS: Record<
  "date" | "amount" | "debit" | "credit" | "description" | "counterparty" | "reference",
  readonly string[]
> = {
  date: [
    "booking date",
    "posting date",
    "transaction date",
    "date",
    "buchungstag",
    "buchungsdatum",
    "buchung",
    "datum",
    "bokföringsdag",
    "bokföringsdatum",
    "transaktionsdatum",
    "bokføringsdato",
    "dato",
    "date opération",
    "date de l'opération",
  ],
  amount: ["amount", "betrag", "belopp", "beløp", "montant", "umsatz", "value", "summe", "sum"],
  debit: [
    "paid out",
    "money out",
    "debit",
    "withdrawals",
    "withdrawal",
    "out",
    "soll",
    "ut fra konto",
    "uttag",
    "ut",
    "débit",
  ],
  credit: [
    "paid in",
    "money in",
    "credit",
    "deposits",
    "deposit",
    "in",
    "haben",
    "inn på konto",
    "insättning",
    "inn",
    "crédit",
  ],
  description: [
    "description",
    "verwendungszweck",
    "memo",
    "text",
    "narrative",
    "details",
    "forklaring",
    "beskrivning",
    "meddelande",
    "libellé",
    "transaktionstekst",
    "buchungstext",
  ],
  counterparty: [
    "counterparty",
    "payee",
    "auftraggeber/empfänger",
    "empfänger",
    "auftraggeber",
    "beneficiary",
    "merchant",
    "name",
    "motpart",
    "mottagare",
    "betalningsmottagare",
    "bénéficiaire",
    "tiers",
  ],
  reference: [
    "reference",
    "ref",
    "referens",
    "referanse",
    "référence",
    "check or slip #",
    "check number",
    "kid",
    "ocr",
  ],
};

export const DATE_FORMATS = [
  "YYYY-MM-DD",
  "DD.MM.YYYY",
  "DD/MM/YYYY",
  "MM/DD/YYYY",
  "DD-MM-YYYY",
  "D.M.YYYY",
  "DD MMM YYYY",
  "YYYYMMDD",
  "DD.MM.YY",
  "DD/MM/YY",
  "MM/DD/YY",
] as const;

const FORMAT_PATTERNS: Record<(typeof DATE_FORMATS)[number], RegExp> = {
  "YYYY-MM-DD": /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:[ T].*)?$/,
  "DD.MM.YYYY": /^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\.\d{4}$/,
  "DD/MM/YYYY": /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/,
  "MM/DD/YYYY": /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/,
  "DD-MM-YYYY": /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/,
  "D.M.YYYY": /^([1-9]|[12]\d|3[01]|0[1-9])\.([1-9]|1[0-2]|0[1-9])\.\d{4}$/,
  "DD MMM YYYY": /^(0?[1-9]|[12]\d|3[01])[ -](jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[ -]\d{4}$/i,
  YYYYMMDD: /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/,
  "DD.MM.YY": /^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\.\d{2}$/,
  "DD/MM/YY": /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{2}$/,
  "MM/DD/YY": /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{2}$/,
};

/**
 * The date format every non-empty value fits. Where both readings fit (01/02/2024), day-first unless the person's
 * language writes month first (American English).
 */
export function guessDateFormat(
  values: string[],
  isMonthFirst = false,
): (typeof DATE_FORMATS)[number] | undefined {
  const present = values.map((value) => value.trim()).filter(Boolean);
  if (present.length === 0) return undefined;
  const fitting = DATE_FORMATS.filter((format) =>
    present.every((value) => FORMAT_PATTERNS[format].test(value)),
  );
  return (isMonthFirst && fitting.find((format) => format.startsWith("MM"))) || fitting[0];
}

/** "," when the amounts end in a comma and two digits (1.234,50 / -12,50), else ".". */
export function guessDecimalSeparator(values: string[]): "." | "," {
  const present = values.map((value) => value.trim()).filter(Boolean);
  const comma = present.filter((value) => /,\d{1,2}\D*$/.test(value)).length;
  const point = present.filter((value) => /\.\d{1,2}\D*$/.test(value)).length;
  return comma > point ? "," : ".";
}

/**
 * A first mapping for a preview: columns found by their header words (in the six languages), else the date column
 * by its values; the date format and decimal separator from the values. The person checks it before importing.
 */
export function guessCsvMapping(
  preview: CsvPreview,
  options: { isMonthFirst?: boolean } = {},
): CsvColumnMapping {
  const headers = preview.headers.map((header) => header.trim().toLowerCase());
  const column = (field: keyof typeof HEADER_WORDS) => {
    if (!preview.hasHeader) return undefined;
    const word = HEADER_WORDS[field].find((candidate) => headers.includes(candidate));
    return word === undefined ? undefined : headers.indexOf(word);
  };
  const valuesOf = (index: number | undefined) =>
    index === undefined ? [] : preview.rows.map((row) => row[index] ?? "");
  const dateIndex =
    column("date") ?? preview.headers.findIndex((_, index) => guessDateFormat(valuesOf(index)) !== undefined);
  const amountIndex = column("amount");
  const debitIndex = column("debit");
  const creditIndex = column("credit");
  const isSplit = amountIndex === undefined && (debitIndex !== undefined || creditIndex !== undefined);
  const moneyValues = isSplit ? [...valuesOf(debitIndex), ...valuesOf(creditIndex)] : valuesOf(amountIndex);
  const name = (index: number | undefined) =>
    index === undefined || index < 0
      ? undefined
      : preview.hasHeader
        ? preview.headers[index]
        : String(index + 1);
  const mapping: CsvColumnMapping = {
    date: name(dateIndex) ?? "",
    ...(isSplit ? { debit: name(debitIndex), credit: name(creditIndex) } : { amount: name(amountIndex) }),
    description: name(column("description")),
    counterparty: name(column("counterparty")),
    reference: name(column("reference")),
    date_format:
      guessDateFormat(valuesOf(dateIndex >= 0 ? dateIndex : undefined), options.isMonthFirst) ?? "YYYY-MM-DD",
    decimal_separator: guessDecimalSeparator(moneyValues),
    has_header: preview.hasHeader,
    delimiter: preview.delimiter,
  };
  return Object.fromEntries(
    Object.entries(mapping).filter(([, value]) => value !== undefined),
  ) as CsvColumnMapping;
}
