import { bearer } from "../api";
import type { Operation } from "./openapi";
import { concretePaths, type World } from "./world";

/**
 * What a business has stored, as seen through every list the API has (audit events included): per list, its count
 * and each row's id and `updated_at`; and the ids of every document any row shows. Equal snapshots before and after a
 * refused request mean it stored nothing, changed nothing and wrote no document.
 */
export type StoredState = Record<string, string>;

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

export async function storedState(world: World, lists: Operation[], partnerLevel = false): Promise<StoredState> {
  const state: StoredState = {};
  const documents = new Set<string>();
  const paths = partnerLevel
    ? ["/v1/platform/businesses/"]
    : lists.filter((list) => list.path.includes("{business_id}")).flatMap((list) => concretePaths(world, list.path, 2));
  for (const path of paths) {
    const response = await world.api.get(`${path}?page_size=100`, { headers: bearer(world.token) });
    const text = await response.text();
    if (response.status() !== 200) throw new Error(`stored state: GET ${path} answered ${response.status()}: ${text}`);
    const body = JSON.parse(text) as { count: number; results: { id?: string; updated_at?: string }[] };
    documentIds(body.results, documents);
    state[path] = `${body.count} ${body.results.map((row) => `${row.id}@${row.updated_at ?? ""}`).join(",")}`;
  }
  state.documents = [...documents].sort().join(",");
  return state;
}

/** The lists whose value differs between two snapshots. */
export const changedLists = (before: StoredState, after: StoredState): string[] =>
  Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
