import { createHash } from "node:crypto";
import type { ParsedStatementLine } from "./parsed-statement";

/**
 * Gives every line of one file an external id that is unique in the file and the same each time the file (or an
 * overlapping export of the same account) is read, so importing it twice stores each transaction once:
 *
 * - a line without the bank's id gets a hash of what it says (date, direction, amount, currency, counterparty,
 *   description, reference) and of how many identical lines came before it in the file, so two equal coffees on
 *   one day stay two transactions;
 * - a bank id that repeats within the file (some banks reuse FITIDs) gets "#2", "#3" … on its later uses, rather
 *   than the import folding distinct payments into one.
 */
export function assignExternalIds(lines: ParsedStatementLine[]): ParsedStatementLine[] {
  const contentSeen = new Map<string, number>();
  const idSeen = new Map<string, number>();
  return lines.map((line) => {
    let id = line.external_id;
    if (id === undefined) {
      const content = JSON.stringify([
        line.date,
        line.direction,
        line.amount_cents,
        line.currency ?? "",
        line.counterparty_name ?? "",
        line.description ?? "",
        line.reference ?? "",
      ]);
      const occurrence = (contentSeen.get(content) ?? 0) + 1;
      contentSeen.set(content, occurrence);
      id = `sha256:${createHash("sha256").update(`${content}#${occurrence}`).digest("hex").slice(0, 40)}`;
    }
    const uses = (idSeen.get(id) ?? 0) + 1;
    idSeen.set(id, uses);
    return { ...line, external_id: uses === 1 ? id : `${id}#${uses}` };
  });
}
