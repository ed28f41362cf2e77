import { z } from "zod";
import { dateTimeSchema } from "./common";
import { currencySchema } from "./currency";
import { exchangeRateSchema } from "./decimal-string";
import { documentSchema, documentUploadSchema } from "./document";
import { metadataSchema } from "./metadata";
import { salesTaxInputSchema, salesTaxSchema } from "./sales-tax";

/** What vendor credits and customer credits (credit notes received and sent) share in their requests and responses. */

export const positiveCentsSchema = z
  .number({ error: "Must be a number of cents." })
  .int("Must be a whole number of cents.")
  .min(1, "Must be more than 0.")
  .max(Number.MAX_SAFE_INTEGER, "Too large.");

export const textSchema = (max: number) => z.string().max(max, `At most ${max} characters.`);

/** Transaction tags: key-value objects such as `{"key": "project", "value": "apollo"}`. */
export const transactionTagsSchema = z
  .array(z.record(z.string(), z.unknown(), { error: "Each tag must be an object." }))
  .max(100, "At most 100 tags.");

/** Line tags: the spec's request says objects and its response says strings, so either is kept as sent. */
const lineTagsSchema = z
  .array(
    z.union([textSchema(255), z.record(z.string(), z.unknown())], {
      error: "Each tag: a string or an object.",
    }),
  )
  .max(100, "At most 100 tags.");

/** A credit line's fields but its account, whose name differs (expense or revenue account). */
export const creditLineInputFields = {
  amount: positiveCentsSchema.meta({ description: "Cents before taxes, in the credit's currency." }),
  sales_taxes: z.array(salesTaxInputSchema).max(10, "At most 10 taxes per line.").default([]),
  memo: textSchema(1000).nullish(),
  metadata: metadataSchema.optional(),
  reference_number: textSchema(255).nullish(),
  tags: lineTagsSchema.default([]),
};
export const creditLineInputSchema = z.object(creditLineInputFields);
export type CreditLineInput = z.output<typeof creditLineInputSchema>;

export const creditLineItemsSchema = <T extends z.ZodType>(line: T) =>
  z.array(line).min(1, "At least one line.").max(500);
export const creditAllocationsSchema = <T extends z.ZodType>(allocation: T) =>
  z.array(allocation).max(500, "At most 500 allocations.");

/** Fields both create and update of either kind of credit accept. */
export const creditNoteFields = {
  external_id: z.string().min(1, "Must not be empty.").max(255, "At most 255 characters."),
  credit_note_number: textSchema(255).nullish(),
  memo: textSchema(2000).nullish(),
  tags: transactionTagsSchema,
  metadata: metadataSchema,
};

/** Create: what may be left out, and the currency, fixed at creation. */
export const creditCreateFields = {
  external_id: creditNoteFields.external_id.optional(),
  tags: transactionTagsSchema.default([]),
  metadata: metadataSchema.optional(),
  currency: currencySchema.optional().meta({ description: "Defaults to the business's base currency." }),
  exchange_rate: exchangeRateSchema.optional(),
};

/** Update: every field may be left out (kept as it is); a document may be added. */
export const creditUpdateFields = {
  external_id: creditNoteFields.external_id.optional(),
  tags: transactionTagsSchema.optional(),
  metadata: metadataSchema.optional(),
  document: documentUploadSchema.optional(),
};

export const issuedAtSchema = (description: string) => dateTimeSchema.meta({ description });

const tagSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);

/** A credit line in a response, but its account. */
export const creditLineResponseFields = {
  amount: z.number().int().meta({ description: "Cents before taxes." }),
  sales_taxes: z.array(salesTaxSchema),
  tags: z.array(tagSchema),
  memo: z.string().nullable(),
  metadata: z.unknown(),
  reference_number: z.string().nullable(),
};

/** Response fields both kinds of credit have. */
export const creditResponseFields = {
  tags: z.array(z.record(z.string(), z.unknown())),
  total_amount: z.number().int().meta({ description: "Cents: line amounts plus their taxes." }),
  applied_amount: z.number().int(),
  unapplied_amount: z.number().int(),
  document: documentSchema.nullable().meta({ description: "The latest linked document." }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  external_id: z.string().nullable(),
  currency: currencySchema,
  exchange_rate: z.string().meta({ description: "Base-currency units per one unit of `currency`." }),
  credit_note_number: z.string().nullable(),
  memo: z.string().nullable(),
  metadata: z.unknown(),
  voided_at: z.iso.datetime().nullable(),
};
