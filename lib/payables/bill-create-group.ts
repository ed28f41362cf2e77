import type { GroupedRequest, WriteGroup } from "../http/grouped-writes";
import { publicOrigin } from "../http/public-origin";
import type { CreateBillInput } from "../schemas/bill-input";
import { answerKnownBills, prepareBills, storeBillsTogether } from "./create-bills";
import { serializeCreatedBills } from "./serialize-created-bills";

/**
 * Endpoint 3's group commit (lib/http/grouped-writes.ts): a business's concurrent creates are stored as a batch
 * stores its bills (vendors, bills and entries in a few statements), and each answered as createBill would have: 201
 * with the new bill, 200 with the existing one for a known external_id, or its own refusal (a bill prepareBill
 * refuses stores nothing). No savepoint: should the database refuse the statements, or the balance check at commit,
 * the group fails and the wrapper creates each bill on its own. A bill with a document is always created on its own.
 */
export const billCreateGroup: WriteGroup<CreateBillInput> = {
  accepts: (body) => body.document === undefined,
  async store(tx, business, requests) {
    const inputs = requests.map((request) => request.body);
    const { outcomes, prepared } = await prepareBills(tx, business, inputs, new Date());
    const ready = inputs.flatMap((_, index) => (prepared[index] ? [index] : []));
    if (ready.length > 0) {
      const stored = await storeBillsTogether(tx, business, inputs, prepared, ready);
      for (const [index, outcome] of stored) outcomes[index] = outcome;
    }
    const answered = await answerKnownBills(tx, business.id, inputs, outcomes);
    // Document links in a body are absolute, so each request's bodies are made for its own origin.
    const created = requests.flatMap((request, index) => {
      const outcome = answered[index]!;
      return "error" in outcome ? [] : [{ request, outcome, origin: publicOrigin(request.request) }];
    });
    const bodies = new Map<GroupedRequest<CreateBillInput>, unknown>();
    for (const origin of new Set(created.map((item) => item.origin))) {
      const same = created.filter((item) => item.origin === origin);
      const serialized = await serializeCreatedBills(
        tx,
        business,
        same.map(({ outcome }) => outcome),
        origin,
      );
      same.forEach(({ request }, index) => bodies.set(request, serialized[index]));
    }
    return requests.map((request, index) => {
      const outcome = answered[index]!;
      if ("error" in outcome) return { error: outcome.error };
      return { result: { status: outcome.isNew ? 201 : 200, body: bodies.get(request) } };
    });
  },
};
