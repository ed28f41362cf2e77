import type { Db } from "../db/client";
import { recordEvents } from "../events/record-event";
import { resourceTypeOfEvent } from "../schemas/event";
import type { Endpoint } from "./endpoint";

/**
 * A batch's items stored by this request (201) each get the events its contract declares for one create (rules that
 * fire on the status alone), appended in item order with one statement.
 */
export async function recordBatchEvents(
  tx: Db,
  endpoint: Endpoint,
  businessId: string,
  partnerId: string,
  responseBody: unknown,
): Promise<number> {
  const results = (responseBody as { results?: { status: number; body: unknown }[] }).results ?? [];
  const rules = (endpoint.events ?? []).filter((rule) => rule.onStatus === 201 && rule.when === undefined);
  const stored = results.filter((item) => item.status === 201);
  return recordEvents(
    tx,
    businessId,
    stored.flatMap((item) =>
      rules.map((rule) => ({
        businessId,
        partnerId,
        type: rule.type,
        resourceType: resourceTypeOfEvent(rule.type),
        resourceId: (item.body as { id: string }).id,
        data: item.body,
      })),
    ),
  );
}
