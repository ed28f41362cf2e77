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
import { createOpeningBalancesEndpoint } from "./opening-balances";
import { getPartnerEndpoint, updatePartnerEndpoint } from "./partners";
import { GENERAL_LEDGER_ENDPOINTS } from "./general-ledger";
import { PARTY_ARCHIVE_ENDPOINTS } from "./party-archive";
import { MENU_CONFIG_ENDPOINTS } from "./menu-config";
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
import { listEventsEndpoint } from "./events";
import {
  createWebhookEndpointEndpoint,
  deleteWebhookEndpointEndpoint,
  disableWebhookEndpointEndpoint,
  enableWebhookEndpointEndpoint,
  getWebhookEndpointEndpoint,
  listWebhookDeliveriesEndpoint,
  listWebhookEndpointsEndpoint,
  redeliverWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  testWebhookEndpointEndpoint,
  updateWebhookEndpointEndpoint,
} from "./webhook-endpoints";

import { BATCH_ENDPOINTS } from "./batch-imports";
import {
  bankTransactionSuggestionsEndpoint,
  bulkMatchEndpoint,
  matchBankTransactionEndpoint,
  unmatchBankTransactionEndpoint,
} from "./bank-matching";
import {
  listReconciliationsEndpoint,
  reconcileStatementEndpoint,
  statementReportEndpoint,
  undoReconciliationEndpoint,
} from "./bank-reconciliations";

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
  createOpeningBalancesEndpoint,
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
  listEventsEndpoint,
  listWebhookEndpointsEndpoint,
  createWebhookEndpointEndpoint,
  getWebhookEndpointEndpoint,
  updateWebhookEndpointEndpoint,
  deleteWebhookEndpointEndpoint,
  rotateWebhookSecretEndpoint,
  disableWebhookEndpointEndpoint,
  enableWebhookEndpointEndpoint,
  testWebhookEndpointEndpoint,
  listWebhookDeliveriesEndpoint,
  redeliverWebhookEndpoint,
  ...BATCH_ENDPOINTS,
  ...GENERAL_LEDGER_ENDPOINTS,
  ...PARTY_ARCHIVE_ENDPOINTS,
  ...MENU_CONFIG_ENDPOINTS,
  bankTransactionSuggestionsEndpoint,
  matchBankTransactionEndpoint,
  unmatchBankTransactionEndpoint,
  bulkMatchEndpoint,
  statementReportEndpoint,
  listReconciliationsEndpoint,
  reconcileStatementEndpoint,
  undoReconciliationEndpoint,
];
