import { createBillsBatchEndpoint } from "@/lib/contracts/batch-imports";
import { runBatch } from "@/lib/http/batch";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { createBills } from "@/lib/payables/create-bills";
import { serializeCreatedBills } from "@/lib/payables/serialize-created-bills";
import { createBillSchema } from "@/lib/schemas/bill-input";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createBillsBatchEndpoint, async ({ request, requestId, db, business, body, auditItems }) => ({
    body: await runBatch({
      items: body.items,
      schema: createBillSchema,
      requestId,
      store: async (inputs) => {
        const outcomes = await createBills(db, business, inputs, (tx, stored) =>
          auditItems(
            tx,
            stored.map(({ index, bill }) => ({ body: inputs[index], status: 201, resourceId: bill.id })),
          ),
        );
        return outcomes.map((outcome) =>
          "error" in outcome ? outcome : { status: outcome.isNew ? 201 : 200, resource: outcome },
        );
      },
      serialize: (created) => serializeCreatedBills(db, business, created, publicOrigin(request)),
    }),
  })),
});
