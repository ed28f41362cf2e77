import { and, eq, sql } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import {
  bankTransactionMatches,
  billPayments,
  bills,
  invoicePayments,
  invoices,
  payouts,
  refundPayments,
} from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { resolveAccount } from "../../ledger/resolve-account";
import { toBaseCents } from "../../money/decimal";
import { outstandingCents } from "../../payables/bill-settlement";
import { invoiceOutstandingCents } from "../../receivables/invoice-settlement";
import { OPEN_INVOICE_STATUSES } from "../../receivables/invoice-status";
import type { BankDirection, MatchCandidateType } from "../../schemas/bank-values";

/**
 * What a match links a bank transaction to: the document's money movement, as the bank would show it. `direction` is
 * the bank line's direction it corresponds to (a bill payment is money out); `bankCents` the base-currency amount
 * that moved (for an open bill or invoice: its outstanding balance, which the match pays); `ledgerAccountId` the cash
 * account the payment was posted to (null for a bill or invoice, paid by the match on the bank's own account).
 */
export interface MatchTarget {
  type: MatchCandidateType;
  id: string;
  direction: BankDirection;
  bankCents: number;
  matchedCents: number;
  ledgerAccountId: string | null;
  documentType: "bill" | "invoice" | "refund" | "payout";
  documentId: string;
  documentNumber: string | null;
}

const unmatchable = (fieldPath: string, message: string) => ApiError.validation({ [fieldPath]: [message] });

/** What the links of one target already cover, read after the target's row lock so it sees every committed link. */
export async function matchedCentsOf(db: Db, businessId: string, type: string, id: string) {
  const m = bankTransactionMatches;
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${m.amountCents}), 0)` })
    .from(m)
    .where(and(eq(m.businessId, businessId), eq(m.targetType, type), eq(m.targetId, id)));
  return Number(row!.cents);
}

async function lockRow<T>(query: { for: (strength: "update") => PromiseLike<T[]> }) {
  const [row] = await query.for("update");
  return row;
}

/**
 * Reads a document a transaction is to be matched to under its row lock (so concurrent matches of one document take
 * turns and never apply more than it moved), with what its links already cover. Anything that cannot be matched is
 * 400 on `fieldPath`. Transfers (`bank_transaction`) are handled by the caller.
 */
export async function lockMatchTarget(
  db: Db,
  business: BusinessRow,
  type: Exclude<MatchCandidateType, "bank_transaction">,
  rawId: string,
  fieldPath: string,
): Promise<MatchTarget> {
  const id = rawId.toLowerCase();
  const businessId = business.id;
  const missing = () => unmatchable(fieldPath, `No ${type.replace("_", " ")} with this id.`);
  const base = { type, id, matchedCents: 0 };
  switch (type) {
    case "bill_payment": {
      const row = await lockRow(
        db
          .select()
          .from(billPayments)
          .where(and(eq(billPayments.businessId, businessId), eq(billPayments.id, id))),
      );
      if (!row) throw missing();
      const bill = await billNumber(db, businessId, row.billId);
      return {
        ...base,
        direction: "debit",
        bankCents: row.cashBaseCents,
        matchedCents: await matchedCentsOf(db, businessId, type, id),
        ledgerAccountId: row.paidFromAccountId,
        documentType: "bill",
        documentId: row.billId,
        documentNumber: bill,
      };
    }
    case "invoice_payment": {
      const row = await lockRow(
        db
          .select()
          .from(invoicePayments)
          .where(and(eq(invoicePayments.businessId, businessId), eq(invoicePayments.id, id))),
      );
      if (!row) throw missing();
      if (row.processor || row.status !== "completed") {
        throw unmatchable(
          fieldPath,
          "Only a completed payment received straight into a bank account is matched; a processor's payments reach the bank in its payout.",
        );
      }
      return {
        ...base,
        direction: "credit",
        bankCents: row.cashBaseCents,
        matchedCents: await matchedCentsOf(db, businessId, type, id),
        ledgerAccountId: row.depositAccountId,
        documentType: "invoice",
        documentId: row.invoiceId,
        documentNumber: null,
      };
    }
    case "refund_payment": {
      const row = await lockRow(
        db
          .select()
          .from(refundPayments)
          .where(and(eq(refundPayments.businessId, businessId), eq(refundPayments.id, id))),
      );
      if (!row) throw missing();
      if (row.processor || row.status !== "completed" || !row.paidFromAccountId) {
        throw unmatchable(
          fieldPath,
          "Only a completed refund payment paid straight from a bank account is matched.",
        );
      }
      return {
        ...base,
        direction: "debit",
        bankCents: toBaseCents(row.refundedAmountCents, row.exchangeRate),
        matchedCents: await matchedCentsOf(db, businessId, type, id),
        ledgerAccountId: row.paidFromAccountId,
        documentType: "refund",
        documentId: row.refundId,
        documentNumber: null,
      };
    }
    case "payout": {
      const row = await lockRow(
        db
          .select()
          .from(payouts)
          .where(and(eq(payouts.businessId, businessId), eq(payouts.id, id))),
      );
      if (!row) throw missing();
      if (row.status !== "paid" || row.paidOutAmountCents <= 0) {
        throw unmatchable(fieldPath, "Only a paid payout that paid something out is matched.");
      }
      const deposit = row.depositAccountId ?? (await resolveAccount(db, businessId, "bank", fieldPath)).id;
      return {
        ...base,
        direction: "credit",
        bankCents: row.paidOutAmountCents,
        matchedCents: await matchedCentsOf(db, businessId, type, id),
        ledgerAccountId: deposit,
        documentType: "payout",
        documentId: row.id,
        documentNumber: row.processorPayoutId,
      };
    }
    case "bill": {
      const row = await lockRow(
        db
          .select()
          .from(bills)
          .where(and(eq(bills.businessId, businessId), eq(bills.id, id))),
      );
      if (!row) throw missing();
      if (row.currency !== business.baseCurrency) {
        throw unmatchable(
          fieldPath,
          `The bill is in ${row.currency}; the bank account in ${business.baseCurrency}.`,
        );
      }
      return {
        ...base,
        direction: "debit",
        bankCents: row.status === "voided" || !row.approvedAt ? 0 : outstandingCents(row),
        ledgerAccountId: null,
        documentType: "bill",
        documentId: row.id,
        documentNumber: row.billNumber ?? row.vendorBillNumber,
      };
    }
    case "invoice": {
      const row = await lockRow(
        db
          .select()
          .from(invoices)
          .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id))),
      );
      if (!row) throw missing();
      if (row.currency !== business.baseCurrency) {
        throw unmatchable(
          fieldPath,
          `The invoice is in ${row.currency}; the bank account in ${business.baseCurrency}.`,
        );
      }
      const isOpen = (OPEN_INVOICE_STATUSES as readonly string[]).includes(row.status);
      return {
        ...base,
        direction: "credit",
        bankCents: isOpen ? invoiceOutstandingCents(row) : 0,
        ledgerAccountId: null,
        documentType: "invoice",
        documentId: row.id,
        documentNumber: row.invoiceNumber,
      };
    }
  }
}

async function billNumber(db: Db, businessId: string, billId: string) {
  const [bill] = await db
    .select({ number: sql<string | null>`coalesce(${bills.billNumber}, ${bills.vendorBillNumber})` })
    .from(bills)
    .where(and(eq(bills.businessId, businessId), eq(bills.id, billId)));
  return bill?.number ?? null;
}
