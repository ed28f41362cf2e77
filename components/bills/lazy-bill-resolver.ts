import type { Resolver } from "react-hook-form";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import type { CreateBillInput } from "@/lib/schemas/bill-input";
import type { Currency } from "@/lib/schemas/currency-codes";

type BillFormRules = typeof import("./bill-form-rules");
let loading: Promise<BillFormRules> | undefined;

/**
 * Starts loading the bill form's rules. They are the API's own schema, and zod with it is some 35 kB of JavaScript
 * (gzipped) that the form needs only once it is submitted: the page loads without it and fetches it when a person
 * starts on the form. A failed load is forgotten, so the next attempt tries again.
 */
export function loadBillFormRules(): Promise<BillFormRules> {
  loading ??= import("./bill-form-rules").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** react-hook-form's resolver for the bill form, waiting for the rules the first time it runs. */
export function lazyBillResolver(baseCurrency: Currency): Resolver<BillFormValues, unknown, CreateBillInput> {
  let resolver: Resolver<BillFormValues, unknown, CreateBillInput> | undefined;
  return async (values, context, options) => {
    resolver ??= (await loadBillFormRules()).billFormResolver(baseCurrency);
    return resolver(values, context, options);
  };
}
