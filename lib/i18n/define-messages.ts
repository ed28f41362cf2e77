import type { Locale } from "./locales";

/**
 * One namespace of messages in every language. English (US) is the reference: the type makes every other language
 * carry exactly its keys, and messages.test.ts checks the same at run time, so no language can miss a message.
 */
export function defineMessages<T extends Record<string, string>>(
  messages: { "en-US": T } & Record<Exclude<Locale, "en-US">, Record<keyof T, string>>,
): Record<Locale, T> {
  return messages as Record<Locale, T>;
}

/** Fills `{name}` placeholders. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
