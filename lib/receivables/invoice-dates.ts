import { ApiError } from "../http/api-error";
import { addDays, dateInZone } from "../time/business-date";
import { instantInZone, startOfDayInZone } from "../time/zoned-time";

export interface InvoiceDueDates {
  dueAt: Date | null;
  /** The due date in the business's time zone. */
  dueDate: string | null;
}

/**
 * When an invoice is due: `due_at` as given (a bare date is the start of that day in the business's zone), else
 * `termsDays` after the sent date (at the start of that day), else — a draft without one — not yet. A due date
 * before the sent date is 400 on `due_at`.
 */
export function invoiceDueDates(
  dueAtInput: string | Date | null | undefined,
  sentAt: Date | null,
  termsDays: number,
  timeZone: string,
): InvoiceDueDates {
  const sentDate = sentAt ? dateInZone(sentAt, timeZone) : null;
  const dueAt =
    dueAtInput instanceof Date
      ? dueAtInput
      : dueAtInput
        ? instantInZone(dueAtInput, timeZone)
        : sentDate
          ? startOfDayInZone(addDays(sentDate, termsDays), timeZone)
          : null;
  const dueDate = dueAt ? dateInZone(dueAt, timeZone) : null;
  if (dueDate && sentDate && dueDate < sentDate) {
    throw ApiError.validation({ due_at: [`Must not be before the sent date (${sentDate}).`] });
  }
  return { dueAt, dueDate };
}
