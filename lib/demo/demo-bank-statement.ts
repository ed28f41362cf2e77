import type { StatementTransactionType } from "../banking/statement-files/parsed-statement";
import { minorDigits } from "../i18n/format";
import { addDays, daysBetween } from "../time/business-date";
import { seededRandom } from "./seeded-random";

/** Money the demo books already moved through the bank: what a bank line can be matched to. */
export interface DemoMovement {
  kind: "bill_payment" | "invoice_payment" | "payout" | "refund_payment";
  id: string;
  date: string;
  /** Base currency, > 0. */
  amountCents: number;
  direction: "credit" | "debit";
  counterparty: string;
  reference?: string;
  transactionType: StatementTransactionType;
}

/** What the demo seed does with a line once it is imported; "leave" keeps it in the inbox. */
export type DemoLineOutcome =
  | { action: "match"; movement: DemoMovement }
  | { action: "categorize"; accountCode: string; taxRate?: string }
  | { action: "transfer"; otherExternalId: string }
  | { action: "leave" };

export type DemoBankAccountKey = "operating" | "savings";

export interface DemoBankLine {
  account: DemoBankAccountKey;
  external_id: string;
  date: string;
  amount_cents: number;
  direction: "credit" | "debit";
  counterparty_name: string;
  description: string;
  reference?: string;
  transaction_type: StatementTransactionType;
  outcome: DemoLineOutcome;
}

export interface DemoBankStatement {
  accounts: Record<
    DemoBankAccountKey,
    {
      display_name: string;
      account_number: string;
      opening_balance_cents: number;
      opening_balance_date: string;
    }
  >;
  lines: DemoBankLine[];
}

/** Lines this recent stay uncategorized: the inbox a person opens the demo to. */
const INBOX_DAYS = 35;
/** Major units of the demo's amounts per pound: a Swedish bakery pays its rent in kronor. */
const SCALE: Record<string, number> = { SEK: 12, NOK: 12, DKK: 9, ISK: 170 };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A year of two bank accounts for a demo business, deterministic for a seed: every bill payment, bank receipt of an
 * invoice, refund paid from the bank and paid-out payout of the books (matched to it), plus what every business's
 * bank shows and no document explains: rent by standing order, payroll, employer taxes, card terminal settlements,
 * bank fees, savings interest and quarterly transfers to savings. Older lines are categorized or matched, the last
 * five weeks' stay in the inbox, and a few older ones too. Opening balances keep both accounts in credit.
 */
export function demoBankStatement(input: {
  today: string;
  currency: string;
  movements: DemoMovement[];
  seed: number;
}): DemoBankStatement {
  const random = seededRandom(input.seed);
  const digits = minorDigits(input.currency);
  const money = (pounds: number) => Math.round(pounds * (SCALE[input.currency] ?? 1)) * 10 ** digits;
  const start = addDays(input.today, -364);
  const lines: Omit<DemoBankLine, "outcome" | "external_id">[] = [];
  const outcomes: DemoLineOutcome[] = [];
  const add = (line: Omit<DemoBankLine, "outcome" | "external_id">, outcome: DemoLineOutcome) => {
    if (line.date < start || line.date > input.today) return;
    lines.push(line);
    outcomes.push(outcome);
  };
  const operating = (
    line: Omit<DemoBankLine, "account" | "outcome" | "external_id">,
    outcome: DemoLineOutcome,
  ) => add({ account: "operating", ...line }, outcome);

  for (const movement of input.movements) {
    const lag = movement.kind === "payout" ? 0 : random.int(0, 2); // the bank books a day or two after
    operating(
      {
        date: minDate(addDays(movement.date, lag), input.today),
        amount_cents: movement.amountCents,
        direction: movement.direction,
        counterparty_name: movement.counterparty,
        description: movementDescription(movement),
        reference: movement.reference,
        transaction_type: movement.transactionType,
      },
      { action: "match", movement },
    );
  }
  for (let month = 0; month < 13; month++) {
    const first = `${addMonths(start.slice(0, 7), month)}-01`;
    const label = `${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
    operating(
      recurring(first, 1, "Harbourside Estates", `Rent ${label}`, money(2_150), "debit", "standing_order"),
      { action: "categorize", accountCode: "6100" },
    );
    operating(
      recurring(
        first,
        25,
        "Payroll",
        `Salaries ${label}`,
        money(9_400 + random.int(0, 400)),
        "debit",
        "bank_transfer",
      ),
      {
        action: "categorize",
        accountCode: "6200",
      },
    );
    operating(
      recurring(
        first,
        12,
        "Tax authority",
        `Employer taxes and PAYE ${label}`,
        money(2_870 + random.int(0, 200)),
        "debit",
        "direct_debit",
      ),
      { action: "categorize", accountCode: "6200" },
    );
    operating(recurring(first, 28, "Bank", `Account fee ${label}`, money(12), "debit", "fee"), {
      action: "categorize",
      accountCode: "6000",
    });
    for (const day of [4, 11, 18, 25]) {
      operating(
        recurring(
          first,
          day,
          "Card terminal settlement",
          `Card sales ${label}`,
          money(900 + random.int(0, 900)) + random.int(0, 99) * 10 ** Math.max(0, digits - 2),
          "credit",
          "card_payment",
        ),
        { action: "categorize", accountCode: "4000" },
      );
    }
    if (month % 3 === 2) {
      const date = `${first.slice(0, 8)}15`;
      const amount = money(5_000);
      const reference = `SAV-${first.slice(0, 7)}`;
      operating(
        {
          date,
          amount_cents: amount,
          direction: "debit",
          counterparty_name: "Savings account",
          description: "Transfer to savings",
          reference,
          transaction_type: "bank_transfer",
        },
        { action: "transfer", otherExternalId: `demo-savings-in-${reference}` },
      );
      add(
        {
          account: "savings",
          date,
          amount_cents: amount,
          direction: "credit",
          counterparty_name: "Business current account",
          description: "Transfer from current account",
          reference,
          transaction_type: "bank_transfer",
        },
        { action: "leave" }, // matched from the operating side
      );
      add(
        {
          account: "savings",
          date: `${first.slice(0, 8)}28`,
          amount_cents: money(38) + random.int(0, 99),
          direction: "credit",
          counterparty_name: "Bank",
          description: `Interest ${label}`,
          transaction_type: "interest",
        },
        { action: "categorize", accountCode: "7100" },
      );
    }
  }

  const numbered = lines
    .map((line, index) => ({ ...line, outcome: settle(outcomes[index]!, line.date, input.today, random) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.description.localeCompare(b.description));
  const withIds = numbered.map((line, index) => ({
    ...line,
    external_id:
      line.account === "savings" && line.transaction_type === "bank_transfer"
        ? `demo-savings-in-${line.reference}`
        : `demo-${line.account}-${String(index + 1).padStart(4, "0")}`,
  }));
  return {
    accounts: {
      operating: {
        display_name: "Business current account",
        account_number: "40120987716",
        opening_balance_cents: openingBalance(withIds, "operating", money(20_000), digits),
        opening_balance_date: start,
      },
      savings: {
        display_name: "Business savings",
        account_number: "40120993320",
        opening_balance_cents: money(15_000),
        opening_balance_date: start,
      },
    },
    lines: withIds,
  };
}

/** Old lines are done (but for a few stragglers); the last weeks' wait in the inbox. Transfers keep their link. */
function settle(
  outcome: DemoLineOutcome,
  date: string,
  today: string,
  random: ReturnType<typeof seededRandom>,
): DemoLineOutcome {
  if (outcome.action === "leave") return outcome;
  const isRecent = daysBetween(date, today) < INBOX_DAYS;
  return isRecent || random.chance(0.06) ? { action: "leave" } : outcome;
}

function recurring(
  month: string,
  day: number,
  counterparty: string,
  description: string,
  amount: number,
  direction: "credit" | "debit",
  type: StatementTransactionType,
) {
  const date = `${month.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, "0")}`;
  return {
    date,
    amount_cents: amount,
    direction,
    counterparty_name: counterparty,
    description,
    transaction_type: type,
  };
}

function movementDescription(movement: DemoMovement): string {
  switch (movement.kind) {
    case "bill_payment":
      return `Payment ${movement.reference ?? ""}`.trim();
    case "invoice_payment":
      return `Payment received ${movement.reference ?? ""}`.trim();
    case "payout":
      return `Payout ${movement.reference ?? ""}`.trim();
    case "refund_payment":
      return `Refund ${movement.reference ?? ""}`.trim();
  }
}

/** Enough to keep the running balance above `cushion` all year, in whole hundreds of major units. */
function openingBalance(
  lines: DemoBankLine[],
  account: DemoBankAccountKey,
  cushion: number,
  digits: number,
): number {
  let balance = 0;
  let lowest = 0;
  for (const line of lines.filter((candidate) => candidate.account === account)) {
    balance += line.direction === "credit" ? line.amount_cents : -line.amount_cents;
    lowest = Math.min(lowest, balance);
  }
  const hundred = 100 * 10 ** digits;
  return Math.ceil((cushion - lowest) / hundred) * hundred;
}

function addMonths(yearMonth: string, months: number): string {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
