import { and, eq, inArray, sql } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { bills } from "../db/schema";
import { isTransientTransactionError } from "../db/transient-error";
import type { AccountRow } from "../ledger/account-serializer";
import { postJournalEntries } from "../ledger/post-journal-entries";
import type { CreateBillInput } from "../schemas/bill-input";
import { resolveVendors } from "../vendors/resolve-vendors";
import type { VendorRow } from "../vendors/vendor-serializer";
import type { BillRow } from "./bill-settlement";
import { storeNewBill, type CreatedBill } from "./create-bill";
import { insertBills } from "./insert-bills";
import { newBillRelations } from "./load-bill-relations";
import { prepareBill, type PreparedBill } from "./prepare-bill";

/** What became of one bill of a batch: created or known (as createBill answers), or why it was refused. */
export type BillBatchOutcome = CreatedBill | { error: unknown };

/** A bill of the batch as stored, by its position in the inputs. */
export interface StoredBatchBill {
  index: number;
  bill: BillRow;
}

/**
 * Called in the transaction (savepoint) that stores bills, with the bills it stored: whatever must commit or roll
 * back with them (the audit events, one per bill).
 */
export type OnBillsStored = (tx: Db, stored: readonly StoredBatchBill[]) => Promise<void>;

/**
 * createBill for up to 500 bills (issue 15), each stored or refused on its own, in the caller's transaction: every
 * bill is prepared as createBill prepares it (a refusal is that bill's 400), then all are stored together in one
 * savepoint: their vendors in at most three statements (each auto-created once), the bills with their lines in one
 * and their entries in one. A bill whose external_id is known is left out there and answered with the existing bill.
 * Should that savepoint fail (a bill the database refuses), it stores nothing and each bill is stored in a savepoint
 * of its own through createBill's own path, so the failing bill stores nothing and every other one is stored. A
 * bill with a document always goes that way. Any bill that is not stored and whose external_id is known is answered
 * with the existing bill, as createBill does.
 */
export async function createBills(
  tx: Db,
  business: BusinessRow,
  inputs: readonly CreateBillInput[],
  onStored: OnBillsStored,
  now = new Date(),
): Promise<BillBatchOutcome[]> {
  // The ledger's balance check is deferred to commit; run it at the end of each posting instead, so a bill it
  // refuses fails inside its own savepoint rather than the whole batch at commit.
  await tx.execute(sql`set constraints all immediate`);
  const { outcomes, prepared } = await prepareBills(tx, business, inputs, now);
  const isPrepared = (index: number) => prepared[index] !== undefined;
  const together = inputs.flatMap((input, index) => (isPrepared(index) && !input.document ? [index] : []));
  const stored =
    together.length > 0 && (await storeTogether(tx, business, inputs, prepared, together, onStored));
  if (stored) for (const [index, outcome] of stored) outcomes[index] = outcome;
  for (const [index, input] of inputs.entries()) {
    if (!isPrepared(index) || (stored && !input.document)) continue;
    try {
      // A known external_id stores nothing here and is answered with the existing bill below.
      outcomes[index] = await tx.transaction(async (savepoint) => {
        const created = await storeNewBill(savepoint, business, input, prepared[index]!);
        if (created) await onStored(savepoint, [{ index, bill: created.bill }]);
        return created;
      });
    } catch (error) {
      outcomes[index] = refused(error);
    }
  }
  return answerKnownBills(tx, business.id, inputs, outcomes);
}

/**
 * Every bill prepared as createBill prepares it, by position: a refusal (400) is that bill's outcome and leaves it
 * unprepared. A deadlock or serialization failure is thrown, for the whole transaction to run again.
 */
export async function prepareBills(
  tx: Db,
  business: BusinessRow,
  inputs: readonly CreateBillInput[],
  now: Date,
): Promise<{ outcomes: (BillBatchOutcome | undefined)[]; prepared: (PreparedBill | undefined)[] }> {
  const outcomes: (BillBatchOutcome | undefined)[] = new Array(inputs.length);
  const prepared: (PreparedBill | undefined)[] = new Array(inputs.length);
  for (const [index, input] of inputs.entries()) {
    try {
      prepared[index] = await prepareBill(tx, business, input, now);
    } catch (error) {
      outcomes[index] = refused(error);
    }
  }
  return { outcomes, prepared };
}

/** The bills stored together by position, or false when the database refused the savepoint (nothing is stored). */
async function storeTogether(
  tx: Db,
  business: BusinessRow,
  inputs: readonly CreateBillInput[],
  prepared: readonly (PreparedBill | undefined)[],
  indexes: readonly number[],
  onStored: OnBillsStored,
): Promise<Map<number, BillBatchOutcome> | false> {
  try {
    return await tx.transaction(async (savepoint) => {
      const outcomes = await storeBillsTogether(savepoint, business, inputs, prepared, indexes);
      const stored = [...outcomes].flatMap(([index, outcome]) =>
        "error" in outcome || !outcome.isNew ? [] : [{ index, bill: outcome.bill }],
      );
      await onStored(savepoint, stored);
      return outcomes;
    });
  } catch (error) {
    if (isTransientTransactionError(error)) throw error;
    return false;
  }
}

/**
 * Prepared bills (by position; none with a document) stored together in the transaction given, with no savepoint of
 * its own, in two round trips: their vendors (each auto-created once) and the bills already known by external_id are
 * read together, then the others go in with their lines and their entries are posted, both sent at once (pipelined,
 * lib/db/serial-client.ts). A known bill is answered with the existing one (200); a vendor refused is that bill's
 * outcome. Should the database refuse the statements, or a concurrent transaction take one of the external_ids
 * meanwhile (the bill is then left out while its entry was posted), it throws and the transaction is lost: createBills
 * runs it in a savepoint, a group of single creates runs each on its own instead.
 */
export async function storeBillsTogether(
  tx: Db,
  business: BusinessRow,
  inputs: readonly CreateBillInput[],
  prepared: readonly (PreparedBill | undefined)[],
  indexes: readonly number[],
): Promise<Map<number, BillBatchOutcome>> {
  const outcomes = new Map<number, BillBatchOutcome>();
  const [vendors, known] = await Promise.all([
    resolveVendors(
      tx,
      business.id,
      indexes.map((index) => inputs[index]!),
    ),
    knownBills(
      tx,
      business.id,
      indexes.map((index) => inputs[index]!.external_id),
    ),
  ]);
  const vendorOf = new Map<number, VendorRow>();
  indexes.forEach((index, position) => {
    const existing = known.get(inputs[index]!.external_id);
    const vendor = vendors[position]!;
    if (existing) outcomes.set(index, { bill: existing, isNew: false });
    else if (vendor instanceof Error) outcomes.set(index, { error: vendor });
    else vendorOf.set(index, vendor);
  });
  // Two bills of the list with one external_id: the first is stored, the other answered with it as known.
  const firstOf = new Map<string, number>();
  for (const index of vendorOf.keys()) {
    const externalId = inputs[index]!.external_id;
    if (!firstOf.has(externalId)) firstOf.set(externalId, index);
  }
  const ready = [...firstOf.values()];
  const accounts = new Map<string, AccountRow>();
  for (const index of ready) for (const row of prepared[index]!.accounts) accounts.set(row.id, row);
  const [insertedBills] = await Promise.all([
    insertBills(
      tx,
      ready.map((index) => ({
        values: { ...prepared[index]!.bill, vendorId: vendorOf.get(index)!.id },
        lines: prepared[index]!.lines,
      })),
    ),
    postJournalEntries(
      tx,
      business.id,
      ready.flatMap((index) => (prepared[index]!.entry ? [prepared[index]!.entry!] : [])),
      { knownAccounts: [...accounts.values()] },
    ),
  ]);
  if (insertedBills.length !== ready.length) {
    throw new Error("A bill's external_id was taken by a concurrent write; its entry must not stay posted.");
  }
  const indexOfBill = new Map(ready.map((index) => [prepared[index]!.bill.id, index]));
  for (const bill of insertedBills) {
    const index = indexOfBill.get(bill.id)!;
    const relations = newBillRelations(bill, vendorOf.get(index)!, prepared[index]!.lines);
    outcomes.set(index, { bill, isNew: true, relations });
  }
  return outcomes;
}

/** The business's bills with any of these external_ids, by external_id. */
async function knownBills(
  tx: Db,
  businessId: string,
  externalIds: readonly string[],
): Promise<Map<string, BillRow>> {
  const rows = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.businessId, businessId), inArray(bills.externalId, [...new Set(externalIds)])));
  return new Map(rows.map((row) => [row.externalId, row]));
}

/** A refusal kept as the bill's outcome; a deadlock or serialization failure runs the whole batch again instead. */
function refused(error: unknown): BillBatchOutcome {
  if (isTransientTransactionError(error)) throw error;
  return { error };
}

/** Every bill not stored whose external_id names an existing bill gets that bill (200), from one read. */
export async function answerKnownBills(
  tx: Db,
  businessId: string,
  inputs: readonly CreateBillInput[],
  outcomes: readonly (BillBatchOutcome | undefined)[],
): Promise<BillBatchOutcome[]> {
  const open = inputs.flatMap((input, index) => {
    const outcome = outcomes[index];
    return !outcome || "error" in outcome ? [input.external_id] : [];
  });
  const known = open.length > 0 ? await knownBills(tx, businessId, open) : new Map<string, BillRow>();
  return inputs.map((input, index) => {
    const outcome = outcomes[index];
    if (outcome && !("error" in outcome)) return outcome;
    const existing = known.get(input.external_id);
    if (existing) return { bill: existing, isNew: false };
    return outcome ?? { error: new Error(`Bill ${input.external_id} was neither stored nor found.`) };
  });
}
