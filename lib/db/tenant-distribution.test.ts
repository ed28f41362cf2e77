import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

/**
 * The tables that are not one business's data, each with why (README "Running beyond one machine"). Every other
 * table is tenant data: on Citus it is distributed by business_id and co-located, which only works when it has a
 * business_id column and every primary or unique key includes it (a key without the distribution column cannot be
 * enforced across shards). A new table is tenant data unless it is added here, with its reason.
 */
const NOT_TENANT_TABLES: Record<string, string> = {
  // Partner-level: read on every request through a cache; a Citus reference table (copied to every node).
  partners: "reference table: the partner, looked up by id for every token",
  partner_api_keys: "reference table: a partner's keys, read by the token endpoint",
  // The tenant itself: its id *is* the distribution value. A reference table, so every shard can check the foreign
  // key tenant tables hold to it, and partner-level lists (GET /businesses/) stay one query.
  businesses: "reference table: one row per tenant, keyed by its own id",
  // Process-wide state kept in PostgreSQL so every app instance shares it; not per business.
  rate_limit_windows: "coordinator-local (or distributed by bucket_key on its own): counters per token or IP",
  server_settings: "coordinator-local: instance-wide settings (the signing key's record)",
  used_launch_tokens: "coordinator-local: single-use embed launch tokens, by jti",
  // owner_id is the business id on business routes (the partner id on partner routes): distributed by owner_id and
  // co-located with the tenant tables, so a key's record and the write it guards land on the same node.
  // Partner-level: a partner's webhook endpoints (optionally filtered to some businesses) and their delivery log, and
  // the partner's default menu configuration. Events themselves are tenant data (events carries business_id).
  webhook_endpoints: "reference table: a partner's endpoints, read by the delivery worker for every event",
  webhook_deliveries: "coordinator-local (or distributed by endpoint_id): one row per event and endpoint",
  partner_menu_configs: "reference table: the partner's default menu, read with every business's",
  idempotency_records: "distributed by owner_id (= business_id on business routes), co-located",
};

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

describe("tenant tables are ready to be distributed by business_id (README: Running beyond one machine)", () => {
  const tenantTables = tables.filter((table) => !(table.name in NOT_TENANT_TABLES));

  it("every table not listed as partner- or instance-level has a business_id column", () => {
    expect(tenantTables.length).toBeGreaterThan(30);
    const missing = tenantTables.filter(
      (table) => !table.columns.some((column) => column.name === "business_id"),
    );
    expect(missing.map((table) => table.name)).toEqual([]);
  });

  it("every tenant table's primary key and every unique key or index includes business_id", () => {
    const problems: string[] = [];
    for (const table of tenantTables) {
      const primaryKeys = [
        ...table.primaryKeys.map((key) => key.columns.map((column) => column.name)),
        ...table.columns.filter((column) => column.primary).map((column) => [column.name]),
      ];
      if (primaryKeys.length === 0) problems.push(`${table.name}: no primary key`);
      for (const key of primaryKeys) {
        if (!key.includes("business_id")) problems.push(`${table.name}: primary key (${key.join(", ")})`);
      }
      for (const index of table.indexes.filter((candidate) => candidate.config.unique)) {
        const names = index.config.columns.map((column) => ("name" in column ? column.name : "(expression)"));
        if (!names.includes("business_id")) problems.push(`${table.name}: unique index ${index.config.name}`);
      }
      for (const constraint of table.uniqueConstraints) {
        if (!constraint.columns.some((column) => column.name === "business_id")) {
          problems.push(`${table.name}: unique constraint ${constraint.getName()}`);
        }
      }
      for (const column of table.columns.filter((candidate) => candidate.isUnique)) {
        problems.push(`${table.name}: unique column ${column.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists only tables that exist, so the allow-list cannot outlive a table", () => {
    const names = new Set(tables.map((table) => table.name));
    expect(Object.keys(NOT_TENANT_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });
});
