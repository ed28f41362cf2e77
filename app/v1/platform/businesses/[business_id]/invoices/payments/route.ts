import { listInvoicePaymentsEndpoint } from "@/lib/contracts/invoice-payments";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeInvoicePayment } from "@/lib/receivables/invoice-payment-serializer";
import { listInvoicePayments } from "@/lib/receivables/list-invoice-payments";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listInvoicePaymentsEndpoint, async ({ db, business, query }) => {
    const { payments, total } = await listInvoicePayments(db, business.id, query);
    return { body: toPage(query, total, payments.map(serializeInvoicePayment)) };
  }),
});
