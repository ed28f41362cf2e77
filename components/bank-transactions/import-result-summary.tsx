"use client";
import { useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import type { ImportResult } from "@/lib/schemas/bank-transaction-import";

/** What an import did: lines created, already there (a repeat import), refused (each with its line and reason). */
export function ImportResultSummary({ result }: { result: ImportResult }) {
  const text = useMessages().bankTransactions;
  const refused = result.results.filter((line) => line.status === "rejected");
  return (
    <div role="status" className="space-y-2 rounded-embed border border-embed-border p-3 text-sm">
      <p className="font-medium">
        {fill(text.importResult, {
          created: result.created_count,
          existing: result.existing_count,
          rejected: result.rejected_count,
        })}
      </p>
      {result.categorized_by_rule_count ? (
        <p>{fill(text.importRuleCount, { count: result.categorized_by_rule_count })}</p>
      ) : null}
      {refused.length ? (
        <ul className="list-disc space-y-1 ps-5">
          {refused.map((line) => (
            <li key={line.index}>
              {fill(text.importRefusedLine, {
                line: line.line ?? line.index + 1,
                reason: Object.values(line.errors ?? {})
                  .flat()
                  .join(" "),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
