import type { Resolver } from "react-hook-form";
import type { Currency } from "@/lib/schemas/currency-codes";
import type { InvoiceFormValues } from "@/lib/schemas/invoice-form";
import type { CreateInvoiceInput } from "@/lib/schemas/invoice-input";

type InvoiceFormRules = typeof import("./invoice-form-rules");
let loading: Promise<InvoiceFormRules> | undefined;

/**
 * Starts loading the invoice form's rules: the API's own schema, and with it zod, which the page does without until a
 * person starts on the form (as the bill form does: see lazy-bill-resolver.ts). A failed load is tried again next time.
 */
export function loadInvoiceFormRules(): Promise<InvoiceFormRules> {
  loading ??= import("./invoice-form-rules").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** react-hook-form's resolver for the invoice form, waiting for the rules the first time it runs. */
export function lazyInvoiceResolver(
  baseCurrency: Currency,
): Resolver<InvoiceFormValues, unknown, CreateInvoiceInput> {
  let resolver: Resolver<InvoiceFormValues, unknown, CreateInvoiceInput> | undefined;
  return async (values, context, options) => {
    resolver ??= (await loadInvoiceFormRules()).invoiceFormResolver(baseCurrency);
    return resolver(values, context, options);
  };
}
