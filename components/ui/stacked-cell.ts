/**
 * The attributes a cell of a `stacked-rows` table (app/globals.css) needs below the sm breakpoint: the row's header
 * cell spans its card and comes first; every other cell shows its column's header, when that is text, as a label.
 * For tables whose cells are rendered from column definitions (react-table), where the header is known per column.
 */
export function stackedCell(header: unknown, isRowHeader = false) {
  return {
    "data-label": isRowHeader || typeof header !== "string" ? undefined : header,
    "data-row-header": isRowHeader || undefined,
  };
}
