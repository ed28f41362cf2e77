import { attachBillDocumentEndpoint } from "@/lib/contracts/bills";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { attachBillDocument } from "@/lib/payables/attach-bill-document";
import { serializeBill } from "@/lib/payables/bill-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(attachBillDocumentEndpoint, async ({ request, db, business, params, body }) => {
    const bill = await attachBillDocument(db, business, params.bill_id, body.document);
    return { status: 201, body: await serializeBill(db, business, bill, publicOrigin(request)) };
  }),
});
