import { z } from "zod";
import { dateSchema, uuidSchema } from "./common";

export const apAgingQuerySchema = z.object({
  as_of_date: dateSchema.optional().meta({ description: "Defaults to today in the business's time zone." }),
  group_by: z.enum(["vendor", "total"]).default("vendor"),
});

export const agingBucketsSchema = z.object({
  current: z.number().int(),
  days_1_30: z.number().int(),
  days_31_60: z.number().int(),
  days_61_90: z.number().int(),
  over_90_days: z.number().int(),
});
export type AgingBuckets = z.output<typeof agingBucketsSchema>;

export const apAgingSchema = z
  .object({
    business_id: uuidSchema,
    as_of_date: dateSchema,
    group_by: z.enum(["vendor", "total"]),
    currency: z.string(),
    total_outstanding_cents: z.number().int(),
    total_aging_buckets: agingBucketsSchema,
    vendors: z.array(
      z.object({
        vendor_id: uuidSchema,
        vendor_name: z.string(),
        total_outstanding_cents: z.number().int(),
        aging_buckets: agingBucketsSchema,
      }),
    ),
  })
  .meta({ id: "ApAging" });
export type ApAging = z.output<typeof apAgingSchema>;
