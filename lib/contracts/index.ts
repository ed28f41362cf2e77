import type { Endpoint } from "../http/endpoint";
import {
  apAgingEndpoint,
  arAgingEndpoint,
  expenseBreakdownEndpoint,
  financialSummaryEndpoint,
} from "./insights";
import { createAccountEndpoint, getAccountEndpoint, listAccountsEndpoint } from "./accounts";
import { createBusinessEndpoint, getBusinessEndpoint, listBusinessesEndpoint } from "./businesses";
import {
  createJournalEntryEndpoint,
  getJournalEntryEndpoint,
  listJournalEntriesEndpoint,
} from "./journal-entries";
import {
  balanceSheetEndpoint,
  cashFlowEndpoint,
  generalLedgerEndpoint,
  profitAndLossEndpoint,
  trialBalanceEndpoint,
} from "./reports";
import { issueBusinessTokenEndpoint, issuePartnerTokenEndpoint } from "./tokens";
import { createBillPaymentEndpoint, getBillPaymentEndpoint, listBillPaymentsEndpoint } from "./bill-payments";
import {
  approveBillEndpoint,
  attachBillDocumentEndpoint,
  createBillEndpoint,
  getBillEndpoint,
  listBillsEndpoint,
  updateBillEndpoint,
  voidBillEndpoint,
} from "./bills";
import {
  createVendorEndpoint,
  getVendorEndpoint,
  listVendorsEndpoint,
  updateVendorEndpoint,
} from "./vendors";
import {
  createVendorCreditEndpoint,
  getVendorCreditEndpoint,
  listVendorCreditsEndpoint,
  updateVendorCreditEndpoint,
  voidVendorCreditEndpoint,
} from "./vendor-credits";
import {
  createCustomerEndpoint,
  getCustomerEndpoint,
  listCustomersEndpoint,
  updateCustomerEndpoint,
} from "./customers";
import {
  createInvoiceEndpoint,
  createInvoiceWriteOffEndpoint,
  generateInvoicePdfEndpoint,
  getInvoiceEndpoint,
  listInvoicesEndpoint,
  sendInvoiceEndpoint,
  voidInvoiceEndpoint,
} from "./invoices";
import {
  createInvoicePaymentEndpoint,
  getInvoicePaymentEndpoint,
  listInvoicePaymentsEndpoint,
} from "./invoice-payments";
import {
  createCustomerCreditEndpoint,
  getCustomerCreditEndpoint,
  listCustomerCreditsEndpoint,
  updateCustomerCreditEndpoint,
  voidCustomerCreditEndpoint,
} from "./customer-credits";
import {
  cancelRefundEndpoint,
  completeRefundPaymentEndpoint,
  createRefundEndpoint,
  createRefundPaymentEndpoint,
  getRefundEndpoint,
  getRefundPaymentEndpoint,
  listRefundPaymentsEndpoint,
  listRefundsEndpoint,
} from "./refunds";
import { getPayoutEndpoint, importPayoutEndpoint, listPayoutsEndpoint } from "./payouts";
import { listAuditEventsEndpoint } from "./audit-events";
import { getPartnerEndpoint, updatePartnerEndpoint } from "./partners";
import {
  archiveBankAccountEndpoint,
  createBankAccountEndpoint,
  getBankAccountEndpoint,
  listBankAccountsEndpoint,
  unarchiveBankAccountEndpoint,
  updateBankAccountEndpoint,
} from "./bank-accounts";
import {
  getBankTransactionEndpoint,
  importBankTransactionsEndpoint,
  importStatementFileEndpoint,
  listBankTransactionsEndpoint,
} from "./bank-transactions";
import {
  bulkCategorizeEndpoint,
  categorizeBankTransactionEndpoint,
  excludeBankTransactionEndpoint,
  splitBankTransactionEndpoint,
  uncategorizeBankTransactionEndpoint,
} from "./bank-categorization";
import {
  bankRuleSuggestionsEndpoint,
  createBankRuleEndpoint,
  deleteBankRuleEndpoint,
  getBankRuleEndpoint,
  listBankRulesEndpoint,
  updateBankRuleEndpoint,
} from "./bank-rules";

/** Every operation of the API. The OpenAPI document is generated from this list; a route missing here fails a test. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  issuePartnerTokenEndpoint,
  issueBusinessTokenEndpoint,
  getPartnerEndpoint,
  updatePartnerEndpoint,
  listBusinessesEndpoint,
  createBusinessEndpoint,
  getBusinessEndpoint,
  listAccountsEndpoint,
  createAccountEndpoint,
  getAccountEndpoint,
  listJournalEntriesEndpoint,
  createJournalEntryEndpoint,
  getJournalEntryEndpoint,
  apAgingEndpoint,
  arAgingEndpoint,
  financialSummaryEndpoint,
  expenseBreakdownEndpoint,
  listVendorsEndpoint,
  createVendorEndpoint,
  getVendorEndpoint,
  updateVendorEndpoint,
  listBillsEndpoint,
  createBillEndpoint,
  getBillEndpoint,
  updateBillEndpoint,
  approveBillEndpoint,
  voidBillEndpoint,
  attachBillDocumentEndpoint,
  createBillPaymentEndpoint,
  listBillPaymentsEndpoint,
  getBillPaymentEndpoint,
  listVendorCreditsEndpoint,
  createVendorCreditEndpoint,
  getVendorCreditEndpoint,
  updateVendorCreditEndpoint,
  voidVendorCreditEndpoint,
  balanceSheetEndpoint,
  cashFlowEndpoint,
  profitAndLossEndpoint,
  trialBalanceEndpoint,
  generalLedgerEndpoint,
  listCustomersEndpoint,
  createCustomerEndpoint,
  getCustomerEndpoint,
  updateCustomerEndpoint,
  listInvoicesEndpoint,
  createInvoiceEndpoint,
  getInvoiceEndpoint,
  sendInvoiceEndpoint,
  voidInvoiceEndpoint,
  createInvoiceWriteOffEndpoint,
  generateInvoicePdfEndpoint,
  createInvoicePaymentEndpoint,
  listInvoicePaymentsEndpoint,
  getInvoicePaymentEndpoint,
  listCustomerCreditsEndpoint,
  createCustomerCreditEndpoint,
  getCustomerCreditEndpoint,
  updateCustomerCreditEndpoint,
  voidCustomerCreditEndpoint,
  listRefundsEndpoint,
  createRefundEndpoint,
  getRefundEndpoint,
  cancelRefundEndpoint,
  listRefundPaymentsEndpoint,
  createRefundPaymentEndpoint,
  getRefundPaymentEndpoint,
  completeRefundPaymentEndpoint,
  listPayoutsEndpoint,
  importPayoutEndpoint,
  getPayoutEndpoint,
  listAuditEventsEndpoint,
  listBankAccountsEndpoint,
  createBankAccountEndpoint,
  getBankAccountEndpoint,
  updateBankAccountEndpoint,
  archiveBankAccountEndpoint,
  unarchiveBankAccountEndpoint,
  listBankTransactionsEndpoint,
  getBankTransactionEndpoint,
  importBankTransactionsEndpoint,
  importStatementFileEndpoint,
  categorizeBankTransactionEndpoint,
  splitBankTransactionEndpoint,
  uncategorizeBankTransactionEndpoint,
  excludeBankTransactionEndpoint,
  bulkCategorizeEndpoint,
  listBankRulesEndpoint,
  createBankRuleEndpoint,
  getBankRuleEndpoint,
  updateBankRuleEndpoint,
  deleteBankRuleEndpoint,
  bankRuleSuggestionsEndpoint,
];
