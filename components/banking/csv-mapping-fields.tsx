"use client";
import { useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { ChoiceToggle } from "@/components/reports/choice-toggle";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/define-messages";
import type { CsvColumnField, CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";
import { type CsvPreview, DATE_FORMATS } from "./csv-mapping-guess";

type ColumnField = Exclude<CsvColumnField, "external_id" | "currency">;
const OPTIONAL: readonly ColumnField[] = ["description", "counterparty", "reference"];
const PREVIEW_ROWS = 3;

/**
 * The column mapping of a CSV import: which column holds the date, the amount (or money out and money in), the
 * texts, and how dates and decimals are written, over a preview of the file's first rows. Controlled: the dialog
 * holds the mapping (guessed first, csv-mapping-guess.ts) and sends it with the file; `errors` are the API's field
 * errors by mapping field.
 */
export function CsvMappingFields({
  preview,
  value,
  onChange,
  errors = {},
}: {
  preview: CsvPreview;
  value: CsvColumnMapping;
  onChange: (mapping: CsvColumnMapping) => void;
  errors?: Partial<Record<keyof CsvColumnMapping, string>>;
}) {
  const { messages } = useEmbed();
  const text = messages.bankImport;
  // The layout is the person's choice, not read back from the mapping: a split layout with no column picked yet
  // must stay split.
  const [layout, setLayout] = useState<"single" | "split">(
    value.amount === undefined && (value.debit !== undefined || value.credit !== undefined)
      ? "split"
      : "single",
  );
  const columnName = (index: number) => (preview.hasHeader ? preview.headers[index]! : String(index + 1));
  const columnLabel = (index: number) =>
    preview.hasHeader && preview.headers[index]
      ? preview.headers[index]!
      : fill(text.column, { number: index + 1 });
  const set = (field: keyof CsvColumnMapping, fieldValue: string | undefined) =>
    onChange({ ...value, [field]: fieldValue === "" ? undefined : fieldValue });
  const select = (field: ColumnField) => (
    <Field key={field} label={text[field]} error={errors[field]}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value[field] ?? ""}
          onChange={(event) => set(field, event.target.value)}
        >
          <option value="">{OPTIONAL.includes(field) ? text.notInFile : text.chooseColumn}</option>
          {preview.headers.map((_, index) => (
            <option key={index} value={columnName(index)}>
              {columnLabel(index)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-embed-text">{text.columns}</legend>
        {select("date")}
        <div className="sm:col-span-2">
          <ChoiceToggle
            legend={text.amountLayout}
            value={layout}
            options={[
              { value: "single", label: text.oneColumn },
              { value: "split", label: text.twoColumns },
            ]}
            onChange={(next) => {
              setLayout(next);
              onChange(
                next === "split"
                  ? { ...value, amount: undefined, debit: value.debit ?? value.amount }
                  : { ...value, amount: value.amount ?? value.debit, debit: undefined, credit: undefined },
              );
            }}
          />
        </div>
        {layout === "split" ? [select("debit"), select("credit")] : select("amount")}
        {OPTIONAL.map(select)}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={text.dateFormat} error={errors.date_format}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={value.date_format ?? "YYYY-MM-DD"}
              onChange={(event) => set("date_format", event.target.value)}
            >
              {DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ChoiceToggle
          legend={text.decimalSeparator}
          value={value.decimal_separator ?? "."}
          options={[
            { value: ".", label: text.decimalPoint },
            { value: ",", label: text.decimalComma },
          ]}
          onChange={(separator) => onChange({ ...value, decimal_separator: separator })}
        />
      </div>
      <div
        role="region"
        aria-label={text.preview}
        tabIndex={0}
        className="overflow-x-auto rounded-embed border border-embed-border"
      >
        <table className="min-w-full text-left text-xs">
          <caption className="sr-only">{text.preview}</caption>
          <thead>
            <tr>
              {preview.headers.map((_, index) => (
                <th
                  key={index}
                  scope="col"
                  className="whitespace-nowrap px-2 py-1 font-medium text-embed-muted"
                >
                  {columnLabel(index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-embed-border">
                {preview.headers.map((_, index) => (
                  <td key={index} className="max-w-48 truncate px-2 py-1 text-embed-text">
                    {row[index] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
