import { gte, lt, lte, type AnyColumn, type SQL } from "drizzle-orm";
import { addDays } from "../time/business-date";
import { instantInZone, isBareDate, startOfDayInZone } from "../time/zoned-time";

/** An inclusive bound on a timestamp column: a bare date means that whole day in the business's time zone. */
export function instantBound(column: AnyColumn, value: string, timeZone: string, side: "start" | "end"): SQL {
  if (side === "start") return gte(column, instantInZone(value, timeZone));
  return isBareDate(value)
    ? lt(column, startOfDayInZone(addDays(value, 1), timeZone))
    : lte(column, new Date(value));
}
