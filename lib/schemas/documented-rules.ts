/**
 * JSON Schema for the rules between fields that a request body's checks enforce (a zod refinement, or the domain
 * function that resolves the named party), attached with `.meta()` so the OpenAPI document states them as
 * `oneOf`/`anyOf`/`not`/`dependentRequired` beside the fields. Each is exactly the check's rule: a body the
 * document allows passes it, and one it refuses is 400 at the fields named. No server imports: shared with forms.
 */

/**
 * A document names its party by exactly one of an existing id (a UUID, not null) and your external id:
 * both or neither is 400 at both fields (lib/vendors/resolve-vendor.ts, lib/customers/resolve-customer.ts).
 */
export function exactlyOneParty(idField: string, externalIdField: string) {
  return {
    oneOf: [
      {
        required: [idField],
        properties: { [idField]: { type: "string" } },
        not: { required: [externalIdField], properties: { [externalIdField]: {} } },
      },
      {
        required: [externalIdField],
        properties: { [externalIdField]: { type: "string" }, [idField]: { type: "null" } },
      },
    ],
  };
}

/** At least one of these fields is given (400 at the first field otherwise): a tax's `rate` or `amount`. */
export function atLeastOneOf(fields: readonly string[]) {
  return { anyOf: fields.map((field) => ({ required: [field] })) };
}

/** At least one of these text fields is given and not empty (400 at the first field otherwise). */
export function atLeastOneText(fields: readonly string[]) {
  return {
    anyOf: fields.map((field) => ({
      required: [field],
      properties: { [field]: { type: "string", minLength: 1 } },
    })),
  };
}

/** Not both fields (400 at the first): `credit_limit` or `credit_limit_cents`. */
export const notBoth = (first: string, second: string) => ({
  not: { required: [first, second], properties: { [first]: {}, [second]: {} } },
});

/** `field` only together with `needed` (400 at `field`): endpoint 2's `actor_name` needs `actor_id`. */
export const onlyWith = (field: string, needed: string) => ({ dependentRequired: { [field]: [needed] } });

/** A journal line is a debit or a credit: exactly one of the two amounts is more than 0 (the other 0 or left out). */
export const debitOrCredit = {
  oneOf: [
    {
      required: ["debit_cents"],
      properties: { debit_cents: { exclusiveMinimum: 0 }, credit_cents: { const: 0 } },
    },
    {
      required: ["credit_cents"],
      properties: { credit_cents: { exclusiveMinimum: 0 }, debit_cents: { const: 0 } },
    },
  ],
};
