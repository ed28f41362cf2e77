import { z } from "zod";
import { atLeastOneText, notBoth } from "./documented-rules";
import { countrySchema } from "./business";
import { commaListSchema } from "./comma-list";
import { emailSchema, paginationQuerySchema, uuidSchema } from "./common";
import { documentSchema } from "./document";
import { metadataSchema } from "./metadata";
import { partyListFilters } from "./party-list-filters";

export const CUSTOMER_STATUSES = ["active", "archived"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "Must not be empty.")
    .max(max, `At most ${max} characters.`)
    // Blank text is refused after trimming: the document says so (it must hold a non-space character).
    .meta({ pattern: "\\S" });

/** The fields a caller may set on a customer; null clears an optional field on update. */
const customerFields = {
  external_id: text(255)
    .nullish()
    .meta({ description: "Your id for the customer, unique within the business." }),
  reference_number: text(255).nullish(),
  company_name: text(200).nullish(),
  individual_name: text(200).nullish(),
  display_name: text(200)
    .nullish()
    .meta({ description: "Default: company name, else individual name, else e-mail or external id." }),
  email: emailSchema.nullish(),
  mobile_phone: text(50).nullish(),
  office_phone: text(50).nullish(),
  address_line1: text(200).nullish(),
  address_line2: text(200).nullish(),
  city: text(100).nullish(),
  state_county: text(100).nullish(),
  postal_code: text(20).nullish(),
  country: countrySchema.nullish(),
  address_string: text(500).nullish(),
  vat_number: text(50).nullish(),
  tax_exempt: z.boolean({ error: "Must be true or false." }).optional(),
  transaction_tags: z.array(z.unknown()).max(50, "At most 50 tags.").optional(),
  notes: z.string().max(4000, "At most 4000 characters.").nullish(),
  metadata: metadataSchema.optional(),
  payment_terms_days: z
    .number({ error: "Must be a whole number of days." })
    .int("Must be a whole number of days.")
    .min(0, "Must be 0 or more.")
    .max(3650, "Must be 3650 or less.")
    .nullish()
    .meta({ description: "Days from sending an invoice to its due date; null means 30." }),
  credit_limit_cents: z
    .number({ error: "Must be a number of cents." })
    .int("Must be a whole number of cents.")
    .min(0, "Must be 0 or more.")
    .max(Number.MAX_SAFE_INTEGER, "Too large.")
    .nullish(),
  credit_limit: z
    .number({ error: "Must be a number." })
    .min(0, "Must be 0 or more.")
    .max(90_000_000_000_000, "Too large.")
    .nullish()
    .meta({ description: "In currency units (credit_limit_cents / 100); give this or credit_limit_cents." }),
  is_archived: z
    .boolean({ error: "Must be true or false." })
    .optional()
    .meta({ description: "true archives the customer (archived_at is set), false restores it." }),
};

const oneCreditLimit = {
  path: ["credit_limit"],
  message: "Give credit_limit or credit_limit_cents, not both.",
};
const hasOneCreditLimit = (input: { credit_limit?: number | null; credit_limit_cents?: number | null }) =>
  input.credit_limit === undefined || input.credit_limit_cents === undefined;

export const createCustomerSchema = z
  .object(customerFields)
  .refine((customer) => customer.company_name || customer.individual_name || customer.display_name, {
    path: ["company_name"],
    message: "Name the customer: company_name, individual_name or display_name.",
  })
  .refine(hasOneCreditLimit, oneCreditLimit)
  .meta({
    allOf: [
      atLeastOneText(["company_name", "individual_name", "display_name"]),
      notBoth("credit_limit", "credit_limit_cents"),
    ],
  });
export type CreateCustomerInput = z.output<typeof createCustomerSchema>;

/** Partial: an omitted field keeps its value. */
export const updateCustomerSchema = z
  .object(customerFields)
  .refine(hasOneCreditLimit, oneCreditLimit)
  .meta(notBoth("credit_limit", "credit_limit_cents"));
export type UpdateCustomerInput = z.output<typeof updateCustomerSchema>;

const stamp = z.iso.datetime();

export const customerSchema = z
  .object({
    type: z.literal("Customer"),
    id: uuidSchema,
    external_id: z.string().nullable(),
    reference_number: z.string().nullable(),
    individual_name: z.string().nullable(),
    company_name: z.string().nullable(),
    display_name: z.string(),
    email: z.string().nullable(),
    mobile_phone: z.string().nullable(),
    office_phone: z.string().nullable(),
    address_line1: z.string().nullable(),
    address_line2: z.string().nullable(),
    city: z.string().nullable(),
    state_county: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
    full_address: z.string().nullable().meta({ description: "The address parts on one line." }),
    address_string: z.string().nullable(),
    vat_number: z.string().nullable(),
    status: z.enum(CUSTOMER_STATUSES),
    tax_exempt: z.boolean(),
    is_active: z.boolean(),
    is_archived: z.boolean(),
    transaction_tags: z.array(z.unknown()),
    notes: z.string().nullable(),
    metadata: z.unknown(),
    payment_terms_days: z.number().int().meta({ description: "30 unless set." }),
    credit_limit: z.number().nullable(),
    credit_limit_cents: z.number().int().nullable(),
    outstanding_balance: z.number().int().meta({
      description: "Base-currency cents still owed on the customer's sent, unpaid invoices.",
    }),
    documents: z.array(documentSchema),
    created_at: stamp,
    updated_at: stamp,
    archived_at: stamp.nullable(),
  })
  .meta({ id: "Customer" });
export type CustomerResponse = z.output<typeof customerSchema>;

const booleanQuery = z
  .enum(["true", "false"], { error: "Must be true or false." })
  .transform((value) => value === "true");

export const listCustomersQuerySchema = paginationQuerySchema.extend({
  external_id: z.string().optional().meta({ description: "Exact external id." }),
  ...partyListFilters,
  status: commaListSchema(CUSTOMER_STATUSES).optional().meta({
    description: "Given, it decides which customers are listed, archived ones included when named.",
  }),
  is_archived: booleanQuery
    .optional()
    .meta({ description: "Given, it decides which customers are listed: only archived ones, or none." }),
  search: z.string().max(200, "At most 200 characters.").optional().meta({
    description:
      "Case-insensitive substring of the display, company or individual name, e-mail or external id.",
  }),
});
export type ListCustomersQuery = z.output<typeof listCustomersQuerySchema>;

export const customerPathSchema = z.object({ business_id: uuidSchema, customer_id: uuidSchema });
