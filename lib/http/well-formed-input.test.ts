import { describe, expect, it } from "vitest";
import { isApiError } from "./api-error";
import { assertWellFormedInput, findInputProblem, MAX_JSON_DEPTH } from "./well-formed-input";

const nested = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

describe("findInputProblem", () => {
  const cases: [string, unknown, { path: string; message: RegExp } | undefined][] = [
    ["plain text", { name: "Åsa 👩‍💻", lines: [{ text: "ok" }] }, undefined],
    ["a paired surrogate (an emoji)", { memo: "\ud83d\ude00" }, undefined],
    [
      "NUL in a nested value",
      { line_items: [{ description: "a\u0000b" }] },
      { path: "line_items.0.description", message: /U\+0000/ },
    ],
    [
      "a lone high surrogate",
      { metadata: { note: "\ud800" } },
      { path: "metadata.note", message: /surrogate/ },
    ],
    ["a lone low surrogate", { metadata: ["x", "\udc00y"] }, { path: "metadata.1", message: /surrogate/ }],
    ["a high surrogate at the end", { memo: "abc\udbff" }, { path: "memo", message: /surrogate/ }],
    [
      "NUL in a property name",
      { metadata: { "a\u0000": 1 } },
      { path: "metadata", message: /property name/ },
    ],
    ["NUL at the root", "\u0000", { path: "body", message: /U\+0000/ }],
    ["nesting at the limit", nested(MAX_JSON_DEPTH - 1), undefined],
    [
      "nesting past the limit",
      { metadata: nested(MAX_JSON_DEPTH) },
      { path: "metadata", message: /Nested more than 32/ },
    ],
  ];
  for (const [name, value, expected] of cases) {
    it(`${name}: ${expected ? `refused at ${expected.path}` : "accepted"}`, () => {
      const problem = findInputProblem(value, "body");
      if (!expected) return expect(problem).toBeUndefined();
      expect(problem?.path).toBe(expected.path);
      expect(problem?.message).toMatch(expected.message);
    });
  }

  it("walks JSON nested far deeper than the stack allows, without recursion", () => {
    const text = "[".repeat(200_000) + "]".repeat(200_000);
    expect(findInputProblem({ metadata: JSON.parse(text) }, "body")?.message).toMatch(/Nested/);
  });

  it("names the object holding an ill-formed property name, never the name itself", () => {
    expect(findInputProblem({ outer: { "k\ud800": { x: "\u0000" } } }, "query")?.path).toBe("outer");
  });
});

describe("assertWellFormedInput", () => {
  it("throws a 400 validation_error naming the field", () => {
    try {
      assertWellFormedInput({ search: "a\u0000" }, "query");
      expect.unreachable();
    } catch (error) {
      expect(isApiError(error) && error.status).toBe(400);
      expect(isApiError(error) && error.details).toEqual({ search: [expect.stringMatching(/U\+0000/)] });
    }
  });
});
