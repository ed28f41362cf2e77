import pg from "pg";

/** What `begin` answers: node-postgres's result of a statement without rows. */
const BEGUN: pg.QueryResult = { command: "BEGIN", rowCount: null, oid: 0, rows: [], fields: [] };

const isBegin = (first: unknown) => {
  const text = typeof first === "string" ? first : (first as { text?: unknown } | undefined)?.text;
  return typeof text === "string" && text.trim().toLowerCase() === "begin";
};

/**
 * A node-postgres client on which promise-style queries may be started together, as read helpers do with Promise.all
 * on whatever handle they are given (given a transaction, that is one client).
 *
 * In node-postgres's pipeline mode (`pipeline: true`, lib/db/postgres.ts), the mode the app runs in, they go out at
 * once, one behind the other, without waiting for each other's answers: PostgreSQL runs them in order, each answered
 * in turn, and a failure fails the transaction for the ones behind it. A write whose statements need not read each
 * other's results sends them in one round trip that way (lib/http/grouped-writes.ts). A transaction's `begin` is
 * answered at once, so that its first statement goes out right behind it, in the same round trip; should `begin` fail
 * (only a broken connection makes it fail), the statement after it fails with its error.
 *
 * Without pipeline mode, node-postgres queues such queries only under a deprecation warning (pg@9 refuses them), so
 * they are queued here instead, in call order, each sent once the one before is answered. A query with a callback
 * or a submittable (a cursor) goes straight through.
 */
export class SerialClient extends pg.Client {
  #pending = 0;
  #sent = 0;
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
    const run = () => {
      this.#sent++;
      return (super.query as (...rest: unknown[]) => Promise<unknown>)(...args);
    };
    if (this.#isPipelined() && this.#pending === 0 && !this.#begun && isBegin(first)) {
      const begun = run();
      begun.catch(() => undefined); // reported through the query after it
      this.#begun = begun;
      return Promise.resolve(BEGUN);
    }
    let result = this.#pending === 0 || this.#isPipelined() ? run() : this.#tail.then(run, run);
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

  /**
   * In pipeline mode, how many promise-style queries this client has handed to the connection so far: a caller
   * that must know a statement went out before the next one (lib/db/commit-with-last-statement.ts) compares it
   * around the call. Undefined without pipeline mode.
   */
  get pipelinedQueriesSent(): number | undefined {
    return this.#isPipelined() ? this.#sent : undefined;
  }
}
