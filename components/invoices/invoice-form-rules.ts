import { zodResolver } from "@hookform/resolvers/zod";
import type { Currency } from "@/lib/schemas/currency-codes";
import { invoiceFormSchema } from "@/lib/schemas/invoice-form";

/** The invoice form's resolver: the API's own invoice schema (zod), loaded apart from the page (lazy-invoice-resolver). */
export const invoiceFormResolver = (baseCurrency: Currency) => zodResolver(invoiceFormSchema(baseCurrency));
