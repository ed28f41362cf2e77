import { type Column, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * A statement of the request path built once per database handle instead of on every call. Building a query is most
 * of what drizzle costs (about 0.3 ms of CPU for a select, more for wide tables), and a named statement is parsed
 * and planned by PostgreSQL once per connection. Only for statements whose text never changes: every varying value
 * is a placeholder, lists included (`anyOf`). A transaction is a handle of its own, so inside one the statement is
 * built again, as before, but still not parsed again.
 *
 * `build` ends with `.prepare(name)`, a name unique in the codebase and fixed to that one text.
 */
export function preparedStatement<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** `column = any($name)`: a list of values as one array parameter, so the statement text is the same for any length. */
export const anyOf = (column: Column, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;

/** A value supplied when the prepared statement runs. */
export const param = (name: string) => sql.placeholder(name);
