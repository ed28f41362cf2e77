import type { BusinessRow } from "../businesses/business-serializer";
import type { BalanceSource } from "./read-balances";

/** What a report needs of its business. */
export type ReportBusiness = Pick<BusinessRow, "id" | "baseCurrency" | "timezone">;

export interface ReportOptions {
  /** "journal" recomputes from journal_lines instead of the roll-ups: for tests and the bench's comparison. */
  source?: BalanceSource;
}
