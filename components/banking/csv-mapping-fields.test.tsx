// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmbed } from "@/components/testing/render-embed";
import type { CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";
import { CsvMappingFields } from "./csv-mapping-fields";
import type { CsvPreview } from "./csv-mapping-guess";

afterEach(cleanup);

const preview: CsvPreview = {
  headers: ["Buchung", "Verwendungszweck", "Soll", "Haben"],
  rows: [
    ["02.01.2024", "Kontoführung", "4,90", ""],
    ["03.01.2024", "Rechnung RE-7", "", "1.250,00"],
  ],
  hasHeader: true,
  delimiter: ";",
};

let latest: CsvColumnMapping | undefined;
/** Holds the mapping as the import dialog does, and lets the test read each change. */
function Harness({ initial }: { initial: CsvColumnMapping }) {
  const [mapping, setMapping] = useState(initial);
  const change = (next: CsvColumnMapping) => {
    latest = next;
    setMapping(next);
  };
  return <CsvMappingFields preview={preview} value={mapping} onChange={change} />;
}

describe("CsvMappingFields", () => {
  it("maps columns by their header names, in the person's language, over a preview of the rows", () => {
    renderEmbed(<Harness initial={{ date: "Buchung", amount: "Soll", decimal_separator: "," }} />, {
      locale: "de",
    });
    expect((screen.getByLabelText("Datum") as HTMLSelectElement).value).toBe("Buchung");
    fireEvent.change(screen.getByLabelText("Verwendungszweck"), { target: { value: "Verwendungszweck" } });
    expect(latest).toMatchObject({ date: "Buchung", amount: "Soll", description: "Verwendungszweck" });
    const table = within(screen.getByRole("region", { name: "Erste Zeilen der Datei" }));
    expect(table.getByText("Rechnung RE-7")).toBeTruthy();
    expect(table.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(preview.headers);
  });

  it("switches to money out and money in columns, keeping the amount column as money out", () => {
    renderEmbed(<Harness initial={{ date: "Buchung", amount: "Soll" }} />);
    fireEvent.click(screen.getByRole("radio", { name: "Money out and money in columns" }));
    expect(latest).toMatchObject({ amount: undefined, debit: "Soll" });
    fireEvent.change(screen.getByLabelText("Money in"), { target: { value: "Haben" } });
    expect(latest).toMatchObject({ debit: "Soll", credit: "Haben" });
    fireEvent.change(screen.getByLabelText("Money out"), { target: { value: "" } });
    // Still two columns: the layout is the person's choice, not guessed back from a half-filled mapping.
    expect(screen.getByLabelText("Money in")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "One column (negative is money out)" }));
    expect(latest).toMatchObject({ amount: undefined, debit: undefined, credit: undefined });
  });

  it("sets the date format and decimal separator", () => {
    renderEmbed(<Harness initial={{ date: "Buchung", amount: "Soll" }} />, { locale: "sv" });
    fireEvent.change(screen.getByLabelText("Datumformat"), { target: { value: "DD.MM.YYYY" } });
    fireEvent.click(screen.getByRole("radio", { name: "Komma: 1 234,50" }));
    expect(latest).toMatchObject({ date_format: "DD.MM.YYYY", decimal_separator: "," });
  });
});
