import { z } from "zod";

/** The spec's currency enumeration (bills, vendor credits, business base currency). */
export const CURRENCIES = ["EUR", "GBP", "USD", "SEK", "NOK", "DKK", "ISK", "MYR", "SGD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES);
