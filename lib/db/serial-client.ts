import pg from "pg";

/**
 * A node-postgres client that runs its promise-style queries one after another itself. Read helpers run independent
 * queries with Promise.all on whatever handle they are given; given a transaction, that is one client, and
 * node-postgres queues such queries only under a deprecation warning: pg@9 refuses them. Queued here instead, in call
 * order, they keep today's behaviour (one query at a time on the connection, a failure failing the transaction for
 * the queries after it) on every version. A query with a callback or a submittable (a cursor) goes straight through.
 */
export class SerialClient extends pg.Client {
  #pending = 0;
  #tail: Promise<unknown> = Promise.resolve();

  // node-postgres overloads query many ways; every promise-style form is passed on as given.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof last === "function" || typeof first?.submit === "function") {
      return (super.query as (...rest: unknown[]) => unknown)(...args);
    }
    const run = () => (super.query as (...rest: unknown[]) => Promise<unknown>)(...args);
    const result = this.#pending === 0 ? run() : this.#tail.then(run, run);
    this.#pending++;
    const settled = result.then(
      () => this.#pending--,
      () => this.#pending--,
    );
    this.#tail = settled;
    return result;
  }
}
