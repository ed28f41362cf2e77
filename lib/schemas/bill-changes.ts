import { z } from "zod";
import { exactlyOneParty } from "./documented-rules";
import { createBillSchema } from "./bill-input";
import { documentUploadSchema } from "./document";

/**
 * `PUT /bills/{bill_id}/`: what a create accepts, replacing the bill's values while it is not approved. Shared with
 * the browser's bill form: no server imports here.
 */
export const updateBillSchema = createBillSchema
  .extend({
    external_id: createBillSchema.shape.external_id
      .optional()
      .meta({ description: "Default: the bill's own. Another bill's is 409." }),
    bill_date: createBillSchema.shape.bill_date.meta({
      description: "Default: the bill's current bill date.",
    }),
    received_at: createBillSchema.shape.received_at.meta({
      description: "Default: the bill's current received_at.",
    }),
  })
  .meta(exactlyOneParty("vendor_id", "vendor_external_id"));
export type UpdateBillInput = z.output<typeof updateBillSchema>;

/** `POST /bills/{bill_id}/void/`: the body is optional. */
export const voidBillSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, "At most 1000 characters.")
    .nullish()
    .meta({ description: "Why the bill is voided: kept as `void_reason` and in the reversal's memo." }),
});
export type VoidBillInput = z.output<typeof voidBillSchema>;

/** `POST /bills/{bill_id}/documents/`. */
export const attachBillDocumentSchema = z.object({
  document: documentUploadSchema.meta({
    description: "The file; it becomes the bill's `document` (the newest one is).",
  }),
});
export type AttachBillDocumentInput = z.output<typeof attachBillDocumentSchema>;
