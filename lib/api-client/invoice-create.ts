import type { InvoiceResponse } from "../schemas/invoice";
import type { CreateInvoiceInput } from "../schemas/invoice-input";
import { platformRequest } from "./platform-client";

/**
 * `POST /invoices/` with an Idempotency-Key: the same key with the same body replays the first answer instead of
 * creating a second invoice (decisions.md §8), and the body's `external_id` does the same for a key that was lost.
 */
export const createInvoice = (businessId: string, input: CreateInvoiceInput, idempotencyKey: string) =>
  platformRequest<InvoiceResponse>(businessId, "/invoices/", {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });

/**
 * One Idempotency-Key per distinct submission: a second click (or a retry after a lost answer) sends the same body and
 * so the same key, while a corrected body gets a new key (the API refuses a key reused for another body).
 */
export function idempotencyKeys(): (body: unknown) => string {
  let last: { body: string; key: string } | undefined;
  return (body) => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: `embed-invoice-${crypto.randomUUID()}` };
    return last.key;
  };
}
