/** The scenario registry, run in this order. Add new scenarios here. */
import type { Scenario } from "../scenario";
import apAging from "./ap-aging";
import billBatch from "./bill-batch";
import bankTransactions from "./bank-transactions";
import billCreate from "./bill-create";
import businessToken from "./business-token";
import dashboard from "./dashboard";
import embedPages from "./embed-pages";
import getBusiness from "./get-business";
import httpFloor from "./http-floor";
import invoiceList from "./invoice-list";
import invoicePdf from "./invoice-pdf";
import partnerToken from "./partner-token";
import payoutImport from "./payout-import";
import reports from "./reports";
import webhookDelivery from "./webhook-delivery";
import writeFloor from "./write-floor";

export const scenarios: Scenario[] = [
  httpFloor,
  partnerToken,
  businessToken,
  getBusiness,
  writeFloor,
  billCreate,
  billBatch,
  apAging,
  invoiceList,
  invoicePdf,
  reports,
  dashboard,
  payoutImport,
  bankTransactions,
  embedPages,
  webhookDelivery,
];
