import { bearer } from "../api";
import type { Operation } from "./openapi";
import { concretePaths, type World } from "./world";

/**
 * What a business has stored, as seen through every list the API has (audit events included): per list its count;
 * every row's id and `updated_at` for the lists the operation writes to and those whose rows carry documents (bills,
 * invoices); and the ids of every document shown. Equal snapshots before and after refused requests mean they stored
 * nothing, changed nothing and wrote no document. Partner-level operations: the partner's businesses.
 */
export type StoredState = Record<string, string>;

/** Lists whose rows show their document (`document.document_id`): the "no document left behind" check reads them. */
const WITH_DOCUMENTS = /\/(bills|invoices)\/$/;

function documentIds(value: unknown, found: Set<string>) {
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== "object") continue;
    const record = current as Record<string, unknown>;
    if (typeof record.document_id === "string") found.add(record.document_id);
    stack.push(...Object.values(record));
  }
}

export async function storedState(world: World, lists: Operation[], target: Operation): Promise<StoredState> {
  const state: StoredState = {};
  const documents = new Set<string>();
  const partnerLevel = !target.path.includes("{business_id}");
  const templates = partnerLevel
    ? ["/v1/platform/businesses/"]
    : lists.map((list) => list.path).filter((path) => path.includes("{business_id}"));
  for (const template of templates) {
    const isRead = partnerLevel || target.path.startsWith(template) || WITH_DOCUMENTS.test(template);
    for (const path of partnerLevel ? [template] : concretePaths(world, template, 2)) {
      const response = await world.api.get(`${path}?page_size=${isRead ? 100 : 1}`, {
        headers: bearer(world.token),
      });
      const text = await response.text();
      if (response.status() !== 200)
        throw new Error(`stored state: GET ${path} answered ${response.status()}: ${text}`);
      const body = JSON.parse(text) as { count: number; results: { id?: string; updated_at?: string }[] };
      documentIds(body.results, documents);
      const rows = isRead ? body.results.map((row) => `${row.id}@${row.updated_at ?? ""}`).join(",") : "";
      state[path] = `${body.count} ${rows}`;
    }
  }
  state.documents = [...documents].sort().join(",");
  return state;
}

/** The lists whose value differs between two snapshots. */
export const changedLists = (before: StoredState, after: StoredState): string[] =>
  Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
