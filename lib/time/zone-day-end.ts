import { addDays } from "./business-date";
import { startOfDayInZone } from "./zoned-time";

/**
 * The last millisecond of calendar day `date` (YYYY-MM-DD) in `timeZone`, as an ISO instant. List endpoints read a
 * bare date as the START of that day, so an inclusive "to" date must be sent as its end for the day to count.
 */
export function endOfDayInZone(date: string, timeZone: string): string {
  return new Date(startOfDayInZone(addDays(date, 1), timeZone).getTime() - 1).toISOString();
}
