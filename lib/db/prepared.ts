import { type Column, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { type Session, sessionOf } from "./session-of";

/**
 * A statement of the request path built once per process instead of on every call. Building a query is most of what
 * drizzle costs (about 0.3 ms of CPU for a select, more for wide tables), and a named statement is parsed and planned
 * by PostgreSQL once per connection. Only for statements whose text never changes: every varying value is a
 * placeholder, lists included (`anyOf`).
 *
 * The statement runs where the handle given runs: a copy of it is bound to that handle's session client (the pool,
 * or the connection of a transaction), so it takes part in the caller's transaction like any query built there.
 * Drizzle's prepared queries keep that client in their `client` field (node-postgres and PGlite alike);
 * prepared.test.ts fails if that stops being so.
 *
 * `build` ends with `.prepare(name)`, a name unique in the codebase and fixed to that one text.
 */
export function preparedStatement<Q extends object>(build: (db: Db) => Q): (db: Db) => Q {
  let template: Q | undefined;
  const bySession = new WeakMap<Session, Q>();
  return (db) => {
    const session = sessionOf(db);
    let statement = bySession.get(session);
    if (!statement) {
      template ??= build(db);
      statement = Object.assign(Object.create(template) as Q, { client: session.client });
      bySession.set(session, statement);
    }
    return statement;
  };
}

/** `column = any($name)`: a list of values as one array parameter, so the statement text is the same for any length. */
export const anyOf = (column: Column, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;

/** A value supplied when the prepared statement runs. */
export const param = (name: string) => sql.placeholder(name);
