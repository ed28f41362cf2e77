import { zodResolver } from "@hookform/resolvers/zod";
import { billFormSchema } from "@/lib/schemas/bill-form";
import type { Currency } from "@/lib/schemas/currency-codes";

/** The bill form's resolver: the API's own bill schema (zod). Loaded apart from the page: see lazy-bill-resolver.ts. */
export const billFormResolver = (baseCurrency: Currency) => zodResolver(billFormSchema(baseCurrency));
