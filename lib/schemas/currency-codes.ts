/**
 * The spec's currency enumeration (bills, vendor credits, business base currency). Apart from currency.ts's schema so
 * that a page listing the currencies (bill entry) does not load zod for it.
 */
export const CURRENCIES = ["EUR", "GBP", "USD", "SEK", "NOK", "DKK", "ISK", "MYR", "SGD"] as const;
export type Currency = (typeof CURRENCIES)[number];
