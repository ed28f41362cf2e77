import { ApiError } from "../http/api-error";

/**
 * The largest amount the API keeps, in either currency: 10^15 cents (ten trillion units). Far inside PostgreSQL's
 * bigint, and sums of a few thousand such amounts stay exact in a JavaScript number.
 */
export const MAX_AMOUNT_CENTS = 1e15;

const isCountable = (cents: number) => Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_AMOUNT_CENTS;

/** A document total past what cents can be counted in exactly is 400 on `line_items`. */
export function assertCountableTotal(totalCents: number, documentName: string): void {
  if (!isCountable(totalCents)) {
    throw ApiError.validation({ line_items: [`The ${documentName}'s total is too large.`] });
  }
}

/**
 * A base-currency amount (a document-currency amount times its exchange rate, or a sum of such) past the bound is
 * 400 on `exchange_rate`: the document's own total may be fine while the rate makes its base value overflow.
 */
export function assertCountableBase(baseCents: number): void {
  if (!isCountable(baseCents)) {
    throw ApiError.validation({
      exchange_rate: ["At this exchange rate the amount in the base currency is too large."],
    });
  }
}
