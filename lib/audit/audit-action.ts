import type { AuditResourceType } from "../schemas/audit-event";

/** What an audited write did, in one word the console turns into a sentence. */
export const AUDIT_ACTIONS = [
  "create",
  "create_batch",
  "update",
  "delete",
  "void",
  "approve",
  "send",
  "cancel",
  "archive",
  "unarchive",
  "write_off",
  "pdf",
  "attach_document",
  "payment",
  "complete_payment",
  "add_child",
  "import",
  "categorize",
  "categorize_batch",
  "uncategorize",
  "split",
  "exclude",
  "match",
  "match_batch",
  "unmatch",
  "reconcile",
  "unreconcile",
  "other",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A POST whose last path segment is a verb (or a sub-collection standing for one) on the resource before it. */
const VERBS: Record<string, AuditAction> = {
  void: "void",
  approve: "approve",
  send: "send",
  cancel: "cancel",
  archive: "archive",
  unarchive: "unarchive",
  "write-offs": "write_off",
  pdf: "pdf",
  documents: "attach_document",
  payments: "payment",
  complete: "complete_payment",
  children: "add_child",
  import: "import",
  "import-file": "import",
  batch: "create_batch",
  categorize: "categorize",
  uncategorize: "uncategorize",
  split: "split",
  exclude: "exclude",
  match: "match",
  unmatch: "unmatch",
  reconciliations: "reconcile",
};

/** Verbs that also exist on the collection itself, acting on many resources at once. */
const ON_MANY: Partial<Record<AuditAction, AuditAction>> = {
  categorize: "categorize_batch",
  match: "match_batch",
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The action of an audited write, from its method and concrete path (`/v1/platform/businesses/{id}/…/`): PUT and
 * PATCH update, DELETE deletes, a POST to a collection creates, a POST ending in a verb does that verb (on many
 * resources when it follows the collection, not an id). Anything else is "other": the console then shows the method
 * and resource type as they are.
 */
export function auditActionOf(event: { method: string; path: string }): AuditAction {
  const segments = event.path
    .replace(/^\/v1\/platform\/businesses\/[^/]+\/?/, "")
    .split("/")
    .filter(Boolean);
  const last = segments.at(-1);
  if (!last) return "other";
  if (event.method === "PUT" || event.method === "PATCH") return "update";
  if (event.method === "DELETE") return segments.at(-2) === "reconciliations" ? "unreconcile" : "delete";
  if (event.method !== "POST") return "other";
  if (ID.test(last)) return "other";
  const verb = VERBS[last];
  if (!verb) return "create";
  const before = segments.at(-2);
  if (verb === "reconcile" || verb === "payment" || verb === "add_child")
    return before && ID.test(before) ? verb : "other";
  if (!before || !ID.test(before))
    return ON_MANY[verb] ?? (verb === "import" || verb === "create_batch" ? verb : "other");
  return verb;
}

/**
 * The resource a sentence names: a payment is described on what it pays and a reconciliation on its bank account,
 * as their labels are those resources'.
 */
export function auditNounOf(resourceType: AuditResourceType): AuditResourceType {
  if (resourceType === "bill_payment") return "bill";
  if (resourceType === "invoice_payment") return "invoice";
  if (resourceType === "refund_payment") return "refund";
  if (resourceType === "bank_reconciliation") return "bank_account";
  return resourceType;
}
