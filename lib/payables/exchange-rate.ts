import type { BusinessRow } from "../businesses/business-serializer";
import { ApiError } from "../http/api-error";

/**
 * The exchange rate a document or payment in `currency` is booked at (decisions.md §4): 1 in the base currency (a
 * different rate is 400), else the given rate, or `fallback`; a foreign currency with neither is 400. Errors name
 * `exchange_rate`.
 */
export function exchangeRateFor(
  business: Pick<BusinessRow, "baseCurrency">,
  currency: string,
  given: string | undefined,
  fallback?: string,
): string {
  if (currency === business.baseCurrency) {
    if (given !== undefined && Number(given) !== 1) {
      throw ApiError.validation({
        exchange_rate: [`Must be 1 or left out: ${currency} is the business's base currency.`],
      });
    }
    return "1";
  }
  const rate = given ?? fallback;
  if (rate === undefined) {
    throw ApiError.validation({
      exchange_rate: [
        `Required for ${currency}: ${business.baseCurrency} per one ${currency}, as a decimal string.`,
      ],
    });
  }
  return rate;
}
