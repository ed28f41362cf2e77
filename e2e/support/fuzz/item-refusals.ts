import type { APIResponse } from "@playwright/test";

/**
 * Batch and bulk routes answer 200 with one result per item (issue 15's batch imports: `{results: [{index, status,
 * body}]}`; bank bulk categorize and match: `{done_count, rejected_count, results: [{status, error}]}`). A malformed
 * item is refused there, not by the request's status: the request passes when every item was refused with a 4xx in
 * the API's error shape (and, as for any refusal, nothing was stored). Returns what is wrong, or undefined.
 */
export async function itemRefusalProblem(response: APIResponse): Promise<string | undefined> {
  let body: { results?: unknown; rejected_count?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return "body is not JSON";
  }
  if (!Array.isArray(body.results) || body.results.length === 0) return "no per-item results";
  const problems = (body.results as Record<string, unknown>[]).flatMap((item, index) => {
    const bulk = "error" in item;
    const error = (bulk ? item.error : item.body) as Record<string, unknown> | null;
    const refused = bulk
      ? item.status === "rejected"
      : Number(item.status) >= 400 && Number(item.status) < 500;
    if (!refused) return [`item ${index} was not refused: ${JSON.stringify(item).slice(0, 200)}`];
    const shaped =
      typeof error?.error === "string" &&
      typeof error.error_code === "string" &&
      /^[a-z_]+$/.test(error.error_code);
    return shaped ? [] : [`item ${index}: not the API's error shape: ${JSON.stringify(error).slice(0, 200)}`];
  });
  return problems.length > 0 ? problems.join("; ") : undefined;
}

/** Whether an operation answers per item (a batch import or a bank bulk action). */
export const answersPerItem = (path: string) =>
  /\/batch\/$/.test(path) || /\/bank-transactions\/(categorize|match)\/$/.test(path);

/**
 * The valid request a per-item operation's malformed cases are made from, cut to its first item: a case breaks that
 * one item, so every item of the case is refused (other valid items would be stored, and rightly so).
 */
export function withOneItem<R extends { body?: unknown }>(request: R): R {
  const body = request.body as { items?: unknown[] } | undefined;
  if (!body || !Array.isArray(body.items) || body.items.length <= 1) return request;
  return { ...request, body: { ...body, items: body.items.slice(0, 1) } };
}
