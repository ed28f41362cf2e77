import { z } from "zod";
import { agingBucketsSchema } from "./ap-aging";
import { dateSchema, uuidSchema } from "./common";

/** extensions.md §3.2; the same as-of rules and parameters as AP aging, grouped by customer. */
export const arAgingQuerySchema = z.object({
  as_of_date: dateSchema.optional().meta({ description: "Defaults to today in the business's time zone." }),
  group_by: z.enum(["customer", "total"], { error: 'Must be "customer" or "total".' }).default("customer"),
});

export const arAgingSchema = z
  .object({
    business_id: uuidSchema,
    as_of_date: dateSchema,
    group_by: z.enum(["customer", "total"]),
    currency: z.string(),
    total_outstanding_cents: z.number().int(),
    total_aging_buckets: agingBucketsSchema,
    customers: z
      .array(
        z.object({
          customer_id: uuidSchema,
          customer_name: z.string().meta({ description: "The customer's display_name." }),
          total_outstanding_cents: z.number().int(),
          aging_buckets: agingBucketsSchema,
        }),
      )
      .meta({ description: "By total outstanding descending, then name; empty for `group_by=total`." }),
  })
  .meta({ id: "ArAging" });
export type ArAging = z.output<typeof arAgingSchema>;
