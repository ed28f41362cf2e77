import pg from "pg";

/** What `begin` answers: node-postgres's result of a statement without rows. */
const BEGUN: pg.QueryResult = { command: "BEGIN", rowCount: null, oid: 0, rows: [], fields: [] };

const isBegin = (first: unknown) => {
  const text = typeof first === "string" ? first : (first as { text?: unknown } | undefined)?.text;
  return typeof text === "string" && text.trim().toLowerCase() === "begin";
};

/**
 * A node-postgres client that runs its promise-style queries one after another itself. Read helpers run independent
 * queries with Promise.all on whatever handle they are given; given a transaction, that is one client, and
 * node-postgres queues such queries only under a deprecation warning: pg@9 refuses them. Queued here instead, in call
 * order, they keep today's behaviour (one query at a time on the connection, a failure failing the transaction for
 * the queries after it) on every version. A query with a callback or a submittable (a cursor) goes straight through.
 *
 * In node-postgres's pipeline mode (`pipeline: true`, lib/db/postgres.ts), a transaction's `begin` is answered at
 * once and its first statement goes out right behind it, in the same round trip, instead of one round trip later:
 * every transaction then waits for one answer fewer. Should `begin` fail (only a broken connection makes it fail),
 * the statement after it fails with its error.
 */
export class SerialClient extends pg.Client {
  #pending = 0;
  #tail: Promise<unknown> = Promise.resolve();
  /** A `begin` sent and not yet heard of: the next query answers for it. */
  #begun: Promise<unknown> | undefined;

  // node-postgres overloads query many ways; every promise-style form is passed on as given.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof last === "function" || typeof first?.submit === "function") {
      return (super.query as (...rest: unknown[]) => unknown)(...args);
    }
    const run = () => (super.query as (...rest: unknown[]) => Promise<unknown>)(...args);
    if (this.#isPipelined() && this.#pending === 0 && !this.#begun && isBegin(first)) {
      const begun = run();
      begun.catch(() => undefined); // reported through the query after it
      this.#begun = begun;
      return Promise.resolve(BEGUN);
    }
    let result = this.#pending === 0 ? run() : this.#tail.then(run, run);
    const begun = this.#begun;
    if (begun) {
      this.#begun = undefined;
      result = Promise.allSettled([begun, result]).then(([began, answered]) => {
        if (began.status === "rejected") throw began.reason;
        if (answered.status === "rejected") throw answered.reason;
        return answered.value;
      });
    }
    this.#pending++;
    const settled = result.then(
      () => this.#pending--,
      () => this.#pending--,
    );
    this.#tail = settled;
    return result;
  }

  #isPipelined(): boolean {
    return (this as unknown as { pipeline?: boolean }).pipeline === true;
  }
}
