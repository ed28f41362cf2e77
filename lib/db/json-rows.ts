import { getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import { param } from "./prepared";

/**
 * `select <every column of the table, in drizzle's order> from jsonb_populate_recordset(null::<table>, $param)`: the
 * rows of a multi-row insert as one JSON parameter, so a prepared statement's text is the same for any number of
 * rows. PostgreSQL converts each field to its column's type (arrays and jsonb included); an absent field is null, so
 * the caller sends every column, defaults too. An insert from a select names every column in drizzle's order, which
 * need not be the table's physical order, hence the explicit list.
 */
export function jsonRows(table: Table, tableName: string, name: string, alias = "r"): SQL {
  const columns = Object.values(getTableColumns(table)).map((column) => `${alias}."${column.name}"`);
  return sql`select ${sql.raw(columns.join(", "))}
    from jsonb_populate_recordset(null::${sql.raw(`"${tableName}"`)}, ${param(name)}::text::jsonb) as ${sql.raw(alias)}`;
}
