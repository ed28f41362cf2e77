import type { ReactNode } from "react";

export interface ListColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  isNumeric?: boolean;
  /** The cell that names the row, read by screen readers with each other cell. */
  isRowHeader?: boolean;
}

/** A plain data table that scrolls sideways inside its own box when the frame is narrow (360 px). */
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
    // Focusable and named, so a keyboard user can scroll it sideways when the frame is narrow.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-embed border border-embed-border"
    >
      <table className="w-full min-w-[40rem] text-sm">
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
                  <td key={column.key} className={`px-3 py-2 ${align(column)}`}>
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
