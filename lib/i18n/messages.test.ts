import { describe, expect, it } from "vitest";
import { catalog } from "./catalog";
import { SUPPORTED_LOCALES } from "./locales";

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("message catalog", () => {
  for (const [namespace, languages] of Object.entries(catalog)) {
    const reference = languages["en-US"] as Record<string, string>;
    for (const locale of SUPPORTED_LOCALES) {
      it(`${namespace} in ${locale} has every message of en-US, non-empty, with the same placeholders`, () => {
        const messages = languages[locale] as Record<string, string>;
        expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
        for (const [key, message] of Object.entries(messages)) {
          expect(message.trim(), `${namespace}.${key}`).not.toBe("");
          expect(placeholders(message), `${namespace}.${key}`).toEqual(placeholders(reference[key] ?? ""));
        }
      });
    }
  }
});
