import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  accounts,
  auditEvents,
  bankAccounts,
  bankRules,
  bankTransactions,
  bills,
  customerCredits,
  customers,
  invoices,
  journalEntries,
  payouts,
  refunds,
  vendorCredits,
  vendors,
} from "../db/schema";
import type { AuditResourceType } from "../schemas/audit-event";
import type { AuditEventRow } from "./audit-event-serializer";

type LabelledTable = PgTable & { id: AnyPgColumn; businessId: AnyPgColumn };
interface LabelSource {
  table: LabelledTable;
  label: SQL<string | null>;
}

/** Where each resource type's human name lives: its number, name or code, as the console shows it. */
const SOURCES: Partial<Record<AuditResourceType, LabelSource>> = {
  invoice: { table: invoices, label: sql`${invoices.invoiceNumber}` },
  bill: { table: bills, label: sql`coalesce(${bills.billNumber}, ${bills.vendorBillNumber})` },
  vendor: {
    table: vendors,
    label: sql`coalesce(nullif(${vendors.companyName}, ''), nullif(${vendors.individualName}, ''), ${vendors.externalId})`,
  },
  customer: { table: customers, label: sql`${customers.displayName}` },
  journal_entry: { table: journalEntries, label: sql`'#' || ${journalEntries.entryNumber}` },
  account: { table: accounts, label: sql`${accounts.code} || ' ' || ${accounts.name}` },
  bank_account: { table: bankAccounts, label: sql`${bankAccounts.displayName}` },
  bank_transaction: {
    table: bankTransactions,
    label: sql`coalesce(${bankTransactions.counterpartyName}, ${bankTransactions.merchantName}, ${bankTransactions.description})`,
  },
  bank_rule: { table: bankRules, label: sql`${bankRules.counterpartyContains}` },
  vendor_credit: { table: vendorCredits, label: sql`${vendorCredits.creditNoteNumber}` },
  customer_credit: { table: customerCredits, label: sql`${customerCredits.creditNoteNumber}` },
  refund: { table: refunds, label: sql`${refunds.referenceNumber}` },
  payout: { table: payouts, label: sql`${payouts.processorPayoutId}` },
};

/** A payment is named after what it pays, a reconciliation after its bank account (both ids are in the path). */
const NAMED_AFTER: Partial<Record<AuditResourceType, AuditResourceType>> = {
  bill_payment: "bill",
  invoice_payment: "invoice",
  refund_payment: "refund",
  bank_reconciliation: "bank_account",
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids that may name the event's resource: its own id first, then the path's ids, innermost first. */
function candidateIds(event: AuditEventRow): string[] {
  const pathIds = (event.path.match(UUID) ?? []).filter((id) => id !== event.businessId).reverse();
  const own = event.resourceId && /^[0-9a-f-]{36}$/i.test(event.resourceId) ? [event.resourceId] : [];
  return [...new Set([...own, ...pathIds].map((id) => id.toLowerCase()))];
}

/**
 * The human name of each event's resource (null when it has none or is gone), loaded with one query per resource
 * type on the page, never one per event.
 */
export async function loadResourceLabels(
  db: Db,
  businessId: string,
  events: AuditEventRow[],
): Promise<Map<string, string | null>> {
  const wanted = new Map<AuditResourceType, Set<string>>();
  const plans = events.map((event) => {
    const type = (NAMED_AFTER[event.resourceType as AuditResourceType] ??
      event.resourceType) as AuditResourceType;
    const ids = SOURCES[type] ? candidateIds(event) : [];
    if (ids.length > 0) {
      const set = wanted.get(type) ?? new Set<string>();
      ids.forEach((id) => set.add(id));
      wanted.set(type, set);
    }
    return { event, type, ids };
  });
  const found = new Map<AuditResourceType, Map<string, string | null>>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      const { table, label } = SOURCES[type]!;
      const rows = await db
        .select({ id: table.id, label })
        .from(table)
        .where(and(eq(table.businessId, businessId), inArray(table.id, [...ids])));
      found.set(type, new Map(rows.map((row) => [String(row.id).toLowerCase(), row.label])));
    }),
  );
  return new Map(
    plans.map(({ event, type, ids }) => {
      const labels = found.get(type);
      const id = ids.find((candidate) => labels?.has(candidate));
      return [event.id, id ? (labels!.get(id) ?? null) : null];
    }),
  );
}

/**
 * The audit events whose resource is an invoice, bill, vendor or customer whose number or name contains the
 * pattern: the labels a support agent is likely to type, each one indexed lookup inside the business.
 */
export function labelSearchConditions(db: Db, businessId: string, pattern: string): SQL[] {
  const ofType = (type: AuditResourceType) => {
    const { table, label } = SOURCES[type]!;
    return db
      .select({ id: sql<string>`${table.id}::text` })
      .from(table)
      .where(and(eq(table.businessId, businessId), sql`${label} ilike ${pattern}`));
  };
  return (["invoice", "bill", "vendor", "customer"] as const).map((type) =>
    and(eq(auditEvents.resourceType, type), inArray(auditEvents.resourceId, ofType(type)))!,
  );
}
