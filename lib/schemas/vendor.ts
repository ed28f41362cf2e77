import { z } from "zod";
import { atLeastOneText } from "./documented-rules";
import { commaListSchema } from "./comma-list";
import { emailSchema, paginationQuerySchema, uuidSchema } from "./common";
import { documentSchema } from "./document";
import { partyListFilters } from "./party-list-filters";

export const VENDOR_STATUSES = ["active", "archived"] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "Must not be empty.")
    .max(max, `At most ${max} characters.`)
    // Blank text is refused after trimming: the document says so (it must hold a non-space character).
    .meta({ pattern: "\\S" });

/** The fields a caller may set on a vendor; null clears an optional field on update. */
const vendorFields = {
  external_id: text(255)
    .nullish()
    .meta({ description: "Your id for the vendor, unique within the business." }),
  company_name: text(200).nullish(),
  individual_name: text(200).nullish(),
  email: emailSchema.nullish(),
  mobile_phone: text(50).nullish(),
  office_phone: text(50).nullish(),
  address_string: text(500).nullish(),
  memo: z.string().max(2000, "At most 2000 characters.").nullish(),
  status: z.enum(VENDOR_STATUSES, { error: "Must be active or archived." }).optional(),
  transaction_tags: z.array(z.unknown()).max(50, "At most 50 tags.").optional(),
};

export const createVendorSchema = z
  .object(vendorFields)
  .refine((vendor) => vendor.company_name || vendor.individual_name, {
    path: ["company_name"],
    message: "Name the vendor: company_name or individual_name.",
  })
  .meta(atLeastOneText(["company_name", "individual_name"]));
export type CreateVendorInput = z.output<typeof createVendorSchema>;

/** Partial: an omitted field keeps its value. */
export const updateVendorSchema = z.object(vendorFields);
export type UpdateVendorInput = z.output<typeof updateVendorSchema>;

export const vendorSchema = z
  .object({
    type: z.literal("Vendor"),
    id: uuidSchema,
    external_id: z.string().nullable(),
    company_name: z.string().nullable(),
    individual_name: z.string().nullable(),
    display_name: z.string().meta({ description: "Company name, else individual name, else external id." }),
    email: z.string().nullable(),
    mobile_phone: z.string().nullable(),
    office_phone: z.string().nullable(),
    address_string: z.string().nullable(),
    memo: z.string().nullable(),
    status: z.enum(VENDOR_STATUSES),
    transaction_tags: z.array(z.unknown()),
    documents: z.array(documentSchema),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Vendor" });
export type VendorResponse = z.output<typeof vendorSchema>;

export const listVendorsQuerySchema = paginationQuerySchema.extend({
  external_id: z.string().optional().meta({ description: "Exact external id." }),
  ...partyListFilters,
  status: commaListSchema(VENDOR_STATUSES)
    .optional()
    .meta({ description: "Given, it decides which vendors are listed, archived ones included when named." }),
  search: z.string().max(200, "At most 200 characters.").optional().meta({
    description: "Case-insensitive substring of the company name, individual name, e-mail or external id.",
  }),
});
export type ListVendorsQuery = z.output<typeof listVendorsQuerySchema>;

export const vendorPathSchema = z.object({ business_id: uuidSchema, vendor_id: uuidSchema });
