import { z } from "zod";

/**
 * Where the cash flow statement puts a journal line, decided when the line is posted (lib/ledger/classify-cash-flows.ts):
 * `cash` lines are the cash itself; the others explain its movement. `excluded` lines belong to an investing or
 * financing transaction that moved no cash (IAS 7 ¶43) and net to zero within their entry.
 */
export const FLOW_CLASSES = [
  "cash",
  "operating_profit",
  "non_cash_adjustment",
  "working_capital",
  "investing",
  "financing",
  "excluded",
] as const;
export type FlowClass = (typeof FLOW_CLASSES)[number];
export const flowClassSchema = z.enum(FLOW_CLASSES);

/**
 * Set by a document on the payable or receivable lines of an investing or financing transaction (equipment bought on
 * a supplier's bill, a loan receivable), so the statement shows the later payment there and not as working capital.
 */
export const CASH_FLOW_HINTS = ["investing", "financing"] as const;
export type CashFlowHint = (typeof CASH_FLOW_HINTS)[number];
export const cashFlowHintSchema = z.enum(CASH_FLOW_HINTS, { error: 'Must be "investing" or "financing".' });
