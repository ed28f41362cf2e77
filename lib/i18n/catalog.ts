import type { Locale } from "./locales";
import { accountNames } from "./messages/account-names";
import { arAging } from "./messages/ar-aging";
import { bankImport } from "./messages/bank-import";
import { bankTransactionUndo } from "./messages/bank-transaction-undo";
import { bankTransactions } from "./messages/bank-transactions";
import { billActions } from "./messages/bill-actions";
import { billChanges } from "./messages/bill-changes";
import { billFilters } from "./messages/bill-filters";
import { billForm } from "./messages/bill-form";
import { bills } from "./messages/bills";
import { common } from "./messages/common";
import { supportConsole } from "./messages/console";
import { invoiceActions } from "./messages/invoice-actions";
import { invoiceDetail } from "./messages/invoice-detail";
import { invoiceFilters } from "./messages/invoice-filters";
import { invoiceForm } from "./messages/invoice-form";
import { invoiceVoid } from "./messages/invoice-void";
import { invoices } from "./messages/invoices";
import { ledger } from "./messages/ledger";
import { menu } from "./messages/menu";
import { credits } from "./messages/credits";
import { dashboard } from "./messages/dashboard";
import { nav } from "./messages/nav";
import { reports } from "./messages/reports";
import { session } from "./messages/session";
import { settlementStatuses } from "./messages/settlement-statuses";
import { settlements } from "./messages/settlements";

/**
 * Every namespace of messages. Pages get one language's messages from the server (messagesFor) as props, so a
 * browser downloads only its own language, not the catalog.
 */
export const catalog = {
  common,
  nav,
  session,
  console: supportConsole,
  bills,
  billForm,
  billActions,
  billChanges,
  billFilters,
  invoices,
  invoiceFilters,
  invoiceVoid,
  invoiceDetail,
  invoiceActions,
  invoiceForm,
  credits,
  settlements,
  settlementStatuses,
  reports,
  dashboard,
  arAging,
  ledger,
  accountNames,
  bankImport,
  bankTransactions,
  bankTransactionUndo,
  menu,
};

export type Messages = { [Namespace in keyof typeof catalog]: (typeof catalog)[Namespace]["en-US"] };

export function messagesFor(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(catalog).map(([namespace, languages]) => [namespace, languages[locale]]),
  ) as Messages;
}
