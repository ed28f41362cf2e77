import { z } from "zod";
import { errorBodySchema } from "./common";

/** The most items one batch request takes (issue 15); one more refuses the whole request. */
export const MAX_BATCH_ITEMS = 500;

const items = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: "Required: a list of items." })
    .min(1, "A batch needs at least one item.")
    .max(MAX_BATCH_ITEMS, `At most ${MAX_BATCH_ITEMS} items.`);

/**
 * A batch as the route parses it: the list is checked as a whole (1 to 500 items), each item later on its own, so one
 * bad item is that item's 400 and not the batch's.
 */
export const batchBodySchema = z.object({ items: items(z.unknown()) });

/** The same body as the OpenAPI document shows it, with the item's own schema. */
export const documentedBatchBodySchema = <T extends z.ZodType>(item: T) => z.object({ items: items(item) });

/** `{ results: [...] }`: one result per item, in request order. */
export const batchResultSchema = <T extends z.ZodType>(resource: T, name: string) =>
  z
    .object({
      results: z.array(
        z.object({
          index: z.number().int().meta({ description: "The item's position in `items`, from 0." }),
          status: z
            .number()
            .int()
            .meta({
              description:
                "What the single create would have answered for this item alone: 201 created, 200 already " +
                "existed (nothing created), or an error status.",
            }),
          body: z.union([resource, errorBodySchema]).meta({
            description: "The resource (201, 200) or the error body the single create would have answered.",
          }),
        }),
      ),
    })
    .meta({ id: name });
