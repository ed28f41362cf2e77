import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument } from "./build-openapi-document";
import { documentTrimmedText } from "./trimmed-text";

const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", override: documentTrimmedText }) as Record<string, unknown>;

describe("trimmed text in the OpenAPI document", () => {
  it("states with a pattern what a string trimmed before its least length must hold", () => {
    const one = jsonOf(z.string().trim().min(1).max(10));
    const two = jsonOf(z.string().trim().min(2));
    expect(one).toMatchObject({ minLength: 1, maxLength: 10, pattern: "\\S" });
    expect(two).toMatchObject({ minLength: 2, pattern: "\\S[\\s\\S]{0,}\\S" });
    for (const [value, pattern] of [
      ["   ", one.pattern],
      [" a ", two.pattern],
    ] as const) {
      expect(new RegExp(pattern as string, "u").test(value), value).toBe(false);
    }
    expect(new RegExp(two.pattern as string, "u").test(" a b ")).toBe(true);
  });

  it("leaves alone strings it does not trim, trims without a least length, and patterns of their own", () => {
    expect(jsonOf(z.string().min(1))).not.toHaveProperty("pattern");
    expect(jsonOf(z.string().trim().max(5))).not.toHaveProperty("pattern");
    expect(jsonOf(z.string().min(1).trim())).not.toHaveProperty("pattern");
    expect(
      jsonOf(
        z
          .string()
          .trim()
          .min(1)
          .regex(/^[A-Z]+$/),
      ),
    ).toMatchObject({ pattern: "^[A-Z]+$" });
  });

  it("is in the served document: a sales tax's name, an account's name, a bank rule's counterparty", () => {
    type Properties = Record<string, { pattern?: string }>;
    const document = buildOpenApiDocument() as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: { properties: Properties } }> } }>
      >;
      components: { schemas: Record<string, { properties: Properties }> };
    };
    const body = (path: string) =>
      document.paths[`/v1/platform/businesses/{business_id}/${path}`]!.post!.requestBody.content[
        "application/json"
      ]!.schema.properties;
    expect(document.components.schemas.SalesTaxInput!.properties.name!.pattern).toBe("\\S");
    expect(body("accounts/").name!.pattern).toBe("\\S");
    expect(body("bank-rules/").counterparty_contains!.pattern).toBe("\\S[\\s\\S]{0,}\\S");
  });
});
