import pg from "pg";

const textOf = (first: unknown) =>
  (typeof first === "string" ? first : ((first as { text?: string }).text ?? "")).trim().toLowerCase();

/**
 * Watches the queries node-postgres's own client is given: each one's text as sent, which were in flight (sent, not
 * yet answered) when it was sent, and the most statements other than `begin` in flight at once. `refuse` answers
 * the queries it matches with an error instead of sending them.
 */
export function watchQueries(refuse?: (text: string) => boolean) {
  const original = pg.Client.prototype.query;
  const inFlight = new Set<{ text: string }>();
  const sent: { text: string; alongside: string[] }[] = [];
  const watch = { sent, mostStatements: 0, restore: () => void (pg.Client.prototype.query = original) };
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = textOf(args[0]);
    if (refuse?.(text)) return Promise.reject(new Error(`refused: ${text}`));
    const result = (original as (...rest: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      const query = { text };
      sent.push({ text, alongside: [...inFlight].map((other) => other.text) });
      inFlight.add(query);
      const statements = [...inFlight].filter((other) => other.text !== "begin").length;
      watch.mostStatements = Math.max(watch.mostStatements, statements);
      const done = () => void inFlight.delete(query);
      void result.then(done, done);
    }
    return result;
  } as typeof original;
  return watch;
}
