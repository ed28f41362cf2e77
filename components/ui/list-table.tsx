import type { ReactNode } from "react";

export interface ListColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  isNumeric?: boolean;
  /** The cell that names the row, read by screen readers with each other cell. */
  isRowHeader?: boolean;
}

/**
 * A plain data table. Below the sm breakpoint (a 360 px phone) its rows stack as cards of labelled values
 * (`stacked-rows` in app/globals.css), so nothing scrolls sideways; from sm up it is a table that scrolls inside its
 * own box if the columns need more room than the frame has.
 */
export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  const align = (column: ListColumn<T>) => (column.isNumeric ? "text-right" : "text-left");
  return (
    // Focusable and named, so a keyboard user can scroll it sideways when a wide table meets a tablet-sized frame.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-embed border border-embed-border"
    >
      <table className="stacked-rows w-full text-sm sm:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-embed-nav text-embed-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-3 py-2 font-medium ${align(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-embed-border">
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.key} scope="row" className={`px-3 py-2 font-medium ${align(column)}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} data-label={column.header} className={`px-3 py-2 ${align(column)}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
