/** What a handler returns to offer its result as CSV as well (reports); the route answers CSV when asked. */
export interface CsvResult {
  /** Without extension: `balance-sheet-2025-12-31`. */
  filename: string;
  render: () => string;
}

/** `?format=csv`, or an Accept header that names text/csv and not JSON before it. */
export function wantsCsv(request: Request): boolean {
  const format = new URL(request.url).searchParams.get("format");
  if (format) return format === "csv";
  const accept = request.headers.get("accept") ?? "";
  const csvAt = accept.indexOf("text/csv");
  const jsonAt = accept.indexOf("application/json");
  return csvAt >= 0 && (jsonAt < 0 || csvAt < jsonAt);
}

export function csvResponse(csv: CsvResult, status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${csv.filename}.csv"`);
  return new Response(csv.render(), { status, headers });
}
