import type { DownloadedFile } from "@/lib/api-client/platform-download";
import { toCsv } from "@/lib/reports/report-csv";
import type { ApAging } from "@/lib/schemas/ap-aging";
import { BUCKET_KEYS, bucketValues } from "./aging-buckets";

/**
 * The aging as CSV. The aging endpoint (unlike the statements) has no CSV representation, so the file is written
 * here from the JSON the page shows, with the statements' conventions: cents, snake_case columns, a total row, and
 * the same formula-safe cell quoting (lib/reports/report-csv.ts, which imports nothing from the server).
 */
export function apAgingCsvFile(aging: ApAging): DownloadedFile {
  const csv = toCsv([
    ["vendor_id", "vendor_name", ...BUCKET_KEYS.map((key) => `${key}_cents`), "total_outstanding_cents"],
    ...aging.vendors.map((vendor) => [
      vendor.vendor_id,
      vendor.vendor_name,
      ...bucketValues(vendor.aging_buckets),
      vendor.total_outstanding_cents,
    ]),
    [null, "Total", ...bucketValues(aging.total_aging_buckets), aging.total_outstanding_cents],
  ]);
  return {
    blob: new Blob([csv], { type: "text/csv;charset=utf-8" }),
    filename: `ap-aging-${aging.as_of_date}.csv`,
  };
}
