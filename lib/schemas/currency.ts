import { z } from "zod";
import { CURRENCIES } from "./currency-codes";

export type { Currency } from "./currency-codes";
export const currencySchema = z.enum(CURRENCIES);
