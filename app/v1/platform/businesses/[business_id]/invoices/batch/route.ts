import { createInvoicesBatchEndpoint } from "@/lib/contracts/batch-imports";
import { eachInSavepoint } from "@/lib/db/each-in-savepoint";
import { runBatch } from "@/lib/http/batch";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { createInvoice } from "@/lib/receivables/create-invoice";
import { serializeInvoices } from "@/lib/receivables/invoice-serializer";
import { createInvoiceSchema } from "@/lib/schemas/invoice-input";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(
    createInvoicesBatchEndpoint,
    async ({ request, requestId, db, business, body, auditItems }) => ({
      body: await runBatch({
        items: body.items,
        schema: createInvoiceSchema,
        requestId,
        // Each invoice through createInvoice in a savepoint of its own, with its audit event (a known one has none).
        store: async (inputs) =>
          (
            await eachInSavepoint(db, inputs, async (savepoint, input) => {
              const created = await createInvoice(savepoint, business, input);
              if (created.isNew) {
                await auditItems(savepoint, [{ body: input, status: 201, resourceId: created.invoice.id }]);
              }
              return created;
            })
          ).map((outcome) =>
            "error" in outcome
              ? outcome
              : { status: outcome.value.isNew ? 201 : 200, resource: outcome.value.invoice },
          ),
        serialize: (invoices) => serializeInvoices(db, business, invoices, publicOrigin(request)),
      }),
    }),
  ),
});
