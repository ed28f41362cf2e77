import { ApiError } from "../http/api-error";
import type { CreateBillInput } from "../schemas/bill-input";
import { addDays, dateInZone, todayInZone } from "../time/business-date";
import { instantInZone, startOfDayInZone } from "../time/zoned-time";

/** Days after the bill date a bill without `due_at` is due (decisions.md §4). */
export const DEFAULT_PAYMENT_DAYS = 30;

export interface BillDates {
  issueDate: string;
  receivedAt: Date;
  dueAt: Date;
  /** The due date in the business's time zone. */
  dueDate: string;
  approvedAt: Date | null;
}

/**
 * A new bill's dates in the business's time zone: bill date default today, received now, due 30 days after the bill
 * date (at the start of that day). A due date before the bill date is 400 on `due_at`.
 */
export function billDates(
  input: Pick<CreateBillInput, "bill_date" | "received_at" | "due_at" | "approved_at">,
  timeZone: string,
  now = new Date(),
): BillDates {
  const issueDate = input.bill_date ?? todayInZone(timeZone, now);
  const dueAt = input.due_at
    ? instantInZone(input.due_at, timeZone)
    : startOfDayInZone(addDays(issueDate, DEFAULT_PAYMENT_DAYS), timeZone);
  const dueDate = dateInZone(dueAt, timeZone);
  if (dueDate < issueDate) {
    throw ApiError.validation({ due_at: [`Must not be before the bill date (${issueDate}).`] });
  }
  return {
    issueDate,
    receivedAt: input.received_at ? instantInZone(input.received_at, timeZone) : now,
    dueAt,
    dueDate,
    approvedAt: input.approved_at ? instantInZone(input.approved_at, timeZone) : null,
  };
}
