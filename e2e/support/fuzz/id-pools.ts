/**
 * Which of a test business's ids a field or parameter names. Path parameters take the ids of the list their path
 * continues (`/bills/payments/{payment_id}` → the list `/bills/payments/`); body and query fields by their name.
 */
const NAME_ALIASES: Record<string, string> = {
  bank_account_connection: "bank-accounts",
  source_bill: "bills",
  source_invoice: "invoices",
  mapped_account: "accounts",
  invoice_payment: "invoices/payments",
  refund_payment: "refunds/{refund_id}/payments",
};

const plural = (word: string) => (word.endsWith("s") ? `${word}es` : `${word}s`);

export type Pools = Map<string, string[]>;

/** The pool a path parameter draws from: the list whose path the parameter's own path continues. */
export const pathParameterPool = (pools: Pools, template: string, name: string): string[] =>
  pools.get(template.slice(0, template.indexOf(`{${name}}`))) ?? [];

/** The ids a body or query field named like `vendor_id`, `expense_account_id` or `invoice_payment_ids` refers to. */
export function fieldPool(pools: Pools, field: string): string[] | undefined {
  const match = /^(.*)_ids?$/.exec(field);
  if (!match) return undefined;
  const words = match[1]!.split("_");
  for (let start = 0; start < words.length; start++) {
    const base = words.slice(start).join("_");
    const collection = NAME_ALIASES[base] ?? plural(base.replaceAll("_", "-"));
    for (const [key, ids] of pools) {
      if (key.endsWith(`/${collection}/`) && ids.length > 0) return ids;
    }
  }
  return undefined;
}
