/**
 * Published worked examples of the indirect cash flow statement, as the journal entries that produce them: opening
 * balances by one manual entry, then the period's transactions. Plain data (no server imports), so the API tests
 * (e2e/api/reports.spec.ts) and the unit tests (lib/reports/textbook-reports.test.ts) build the same books.
 * Amounts are in cents; `$` converts the textbooks' dollars.
 */
export const $ = (dollars: number) => Math.round(dollars * 100);

export interface ExampleAccount {
  code: string;
  name: string;
  classification: string;
  cash_flow_tag?: string;
}
export type ExampleLine = [
  code: string,
  debitDollars: number,
  creditDollars: number,
  hint?: "investing" | "financing",
];
export interface ExampleEntry {
  date: string;
  memo: string;
  lines: ExampleLine[];
}
export interface TextbookExample {
  source: string;
  /** Accounts the default chart lacks, created first. */
  accounts: ExampleAccount[];
  entries: ExampleEntry[];
  period: { start: string; end: string };
  /** The published figures, in dollars. */
  expected: {
    operating: number;
    investing: number;
    financing: number;
    openingCash: number;
    closingCash: number;
    netProfit: number;
    adjustments: Record<string, number>;
    workingCapital: Record<string, number>;
    investingItems: Record<string, number>;
    financingItems: Record<string, number>;
    totalAssets?: number;
    totalLiabilities?: number;
    totalEquity?: number;
  };
}

/**
 * The examples' trade receivables and payables. Journal entries may not post to the accounts-receivable and
 * accounts-payable control accounts (1100, 2000), whose balances are the open invoices and bills; a textbook's
 * balances come from journal entries, so they live in plain accounts of the same classifications.
 */
export const TRADE_RECEIVABLES: ExampleAccount = {
  code: "1110",
  name: "Trade receivables",
  classification: "current_asset",
};
export const TRADE_PAYABLES: ExampleAccount = {
  code: "2010",
  name: "Trade payables",
  classification: "current_liability",
};

/**
 * OpenStax, Principles of Accounting, Volume 1: Financial Accounting (2019, revised 2021), section 16.3 "Prepare the
 * Statement of Cash Flows Using the Indirect Method", https://openstax.org/books/principles-financial-accounting/pages/16-3-prepare-the-statement-of-cash-flows-using-the-indirect-method
 * (the 2021 figures, also at https://www.scribd.com/document/731703687/wb-statement-of-cash-flows):
 * - opening balances = the "2017" column of the Propensity Company comparative balance sheet;
 * - the five "additional information" items (land sold at cost 10,000 for 14,800 cash; land bought for a 20,000 note;
 *   plant assets bought for 40,000 cash; 440 dividend paid; common stock issued for 45,000 cash) and the 10,000 paid
 *   on notes payable (notes payable 75,000 + 20,000 − 10,000 = 85,000);
 * - depreciation 14,400 (accumulated depreciation 71,100 → 85,500), gain on sale 4,800, net income 4,340;
 * - the working-capital changes of the balance sheet (receivables −4,500, prepaid insurance +700, inventory +2,500,
 *   payables −1,800, salaries payable +400).
 * The income statement's split of the 13,940 earned before depreciation and the gain (sales 60,000, cost of goods sold
 * 30,000, insurance 1,700, salaries 14,360) and the day-to-day entries that move the working capital are this test's
 * choice: the published figures fix only their net amounts.
 */
export const PROPENSITY: TextbookExample = {
  source: "OpenStax Principles of Accounting Vol. 1, §16.3, Propensity Company (2021 edition)",
  accounts: [
    TRADE_RECEIVABLES,
    TRADE_PAYABLES,
    { code: "2210", name: "Salaries payable", classification: "current_liability" },
    { code: "6350", name: "Insurance expense", classification: "expense" },
  ],
  entries: [
    {
      date: "2017-12-31",
      memo: "Opening balances (comparative balance sheet, 2017 column)",
      lines: [
        ["1000", 24_300, 0],
        ["1110", 26_000, 0],
        ["1300", 1_800, 0],
        ["1200", 45_500, 0],
        ["1520", 10_000, 0],
        ["1500", 190_000, 0],
        ["1510", 0, 71_100],
        ["2010", 0, 19_000],
        ["2210", 0, 1_500],
        ["2510", 0, 75_000],
        ["3000", 0, 70_000],
        ["3300", 0, 61_000],
      ],
    },
    {
      date: "2018-01-15",
      memo: "Sales on account",
      lines: [
        ["1110", 60_000, 0],
        ["4000", 0, 60_000],
      ],
    },
    {
      date: "2018-02-10",
      memo: "Collections from customers",
      lines: [
        ["1000", 64_500, 0],
        ["1110", 0, 64_500],
      ],
    },
    {
      date: "2018-02-20",
      memo: "Inventory bought on account",
      lines: [
        ["1200", 32_500, 0],
        ["2010", 0, 32_500],
      ],
    },
    {
      date: "2018-03-31",
      memo: "Cost of goods sold",
      lines: [
        ["5000", 30_000, 0],
        ["1200", 0, 30_000],
      ],
    },
    {
      date: "2018-04-15",
      memo: "Payments to suppliers",
      lines: [
        ["2010", 34_300, 0],
        ["1000", 0, 34_300],
      ],
    },
    {
      date: "2018-05-01",
      memo: "Insurance prepaid",
      lines: [
        ["1300", 2_400, 0],
        ["1000", 0, 2_400],
      ],
    },
    {
      date: "2018-12-31",
      memo: "Insurance expired",
      lines: [
        ["6350", 1_700, 0],
        ["1300", 0, 1_700],
      ],
    },
    {
      date: "2018-12-31",
      memo: "Salaries earned",
      lines: [
        ["6200", 14_360, 0],
        ["2210", 0, 14_360],
      ],
    },
    {
      date: "2018-12-28",
      memo: "Salaries paid",
      lines: [
        ["2210", 13_960, 0],
        ["1000", 0, 13_960],
      ],
    },
    {
      date: "2018-06-30",
      memo: "Land (cost 10,000) sold for cash",
      lines: [
        ["1000", 14_800, 0],
        ["1520", 0, 10_000],
        ["7300", 0, 4_800],
      ],
    },
    {
      date: "2018-07-01",
      memo: "Land bought for a note payable",
      lines: [
        ["1520", 20_000, 0],
        ["2510", 0, 20_000],
      ],
    },
    {
      date: "2018-07-15",
      memo: "Plant assets bought for cash",
      lines: [
        ["1500", 40_000, 0],
        ["1000", 0, 40_000],
      ],
    },
    {
      date: "2018-09-30",
      memo: "Cash dividend",
      lines: [
        ["3310", 440, 0],
        ["1000", 0, 440],
      ],
    },
    {
      date: "2018-10-01",
      memo: "Common stock issued",
      lines: [
        ["1000", 45_000, 0],
        ["3000", 0, 45_000],
      ],
    },
    {
      date: "2018-11-30",
      memo: "Notes payable repaid",
      lines: [
        ["2510", 10_000, 0],
        ["1000", 0, 10_000],
      ],
    },
    {
      date: "2018-12-31",
      memo: "Depreciation",
      lines: [
        ["6700", 14_400, 0],
        ["1510", 0, 14_400],
      ],
    },
  ],
  period: { start: "2018-01-01", end: "2018-12-31" },
  expected: {
    operating: 13_840,
    investing: -25_200,
    financing: 34_560,
    openingCash: 24_300,
    closingCash: 47_500,
    netProfit: 4_340,
    adjustments: { "1510": 14_400, "7300": -4_800 },
    workingCapital: { "1110": 4_500, "1200": -2_500, "1300": -700, "2010": -1_800, "2210": 400 },
    investingItems: { "1500": -40_000, "1520": 10_000, "7300": 4_800 },
    financingItems: { "2510": -10_000, "3000": 45_000, "3310": -440 },
    totalAssets: 284_000,
    totalLiabilities: 104_100,
    totalEquity: 179_900,
  },
};

/**
 * A published worked answer: "Cash Flows from Operating Activities—Indirect Method", answer.ya.guru question
 * 6480190, https://answer.ya.guru/questions/6480190-communication-skills-involve.html : net income 314,000;
 * depreciation 55,000; patent amortisation 12,000; gain on sale of building (15,000); loss on sale of land 5,000;
 * receivables −23,000; short-term notes payable +8,000 (in operating); inventory −27,000; payables −15,000 →
 * operating 414,000. Investing: building sold 85,000, equipment (185,000), land sold 40,000, delivery van (33,000) →
 * (93,000). Financing: stock 103,000, dividends (24,000), mortgage (75,000) → 4,000. Cash 205,000 → 530,000.
 * The opening balance sheet, the building's cost (100,000, 30,000 depreciated), the land's cost (45,000) and the
 * income statement's split are this test's choice; the answer publishes only the figures above.
 */
export const INDIRECT_WITH_LOSS: TextbookExample = {
  source: "answer.ya.guru 6480190, indirect method with a gain, a loss and amortisation",
  accounts: [TRADE_RECEIVABLES, TRADE_PAYABLES],
  entries: [
    {
      date: "2019-12-31",
      memo: "Opening balances",
      lines: [
        ["1000", 205_000, 0],
        ["1110", 100_000, 0],
        ["1200", 150_000, 0],
        ["1520", 45_000, 0],
        ["1500", 400_000, 0],
        ["1600", 60_000, 0],
        ["1510", 0, 150_000],
        ["1610", 0, 10_000],
        ["2010", 0, 50_000],
        ["2300", 0, 20_000],
        ["2500", 0, 200_000],
        ["3000", 0, 300_000],
        ["3300", 0, 230_000],
      ],
    },
    {
      date: "2020-03-01",
      memo: "Sales on account",
      lines: [
        ["1110", 900_000, 0],
        ["4000", 0, 900_000],
      ],
    },
    {
      date: "2020-04-01",
      memo: "Collections",
      lines: [
        ["1000", 923_000, 0],
        ["1110", 0, 923_000],
      ],
    },
    {
      date: "2020-04-15",
      memo: "Purchases on account",
      lines: [
        ["1200", 473_000, 0],
        ["2010", 0, 473_000],
      ],
    },
    {
      date: "2020-06-30",
      memo: "Cost of goods sold",
      lines: [
        ["5000", 500_000, 0],
        ["1200", 0, 500_000],
      ],
    },
    {
      date: "2020-07-01",
      memo: "Payments to suppliers",
      lines: [
        ["2010", 488_000, 0],
        ["1000", 0, 488_000],
      ],
    },
    {
      date: "2020-07-15",
      memo: "Short-term note",
      lines: [
        ["1000", 8_000, 0],
        ["2300", 0, 8_000],
      ],
    },
    {
      date: "2020-08-01",
      memo: "Operating expenses paid",
      lines: [
        ["6000", 29_000, 0],
        ["1000", 0, 29_000],
      ],
    },
    {
      date: "2020-12-31",
      memo: "Depreciation",
      lines: [
        ["6700", 55_000, 0],
        ["1510", 0, 55_000],
      ],
    },
    {
      date: "2020-12-31",
      memo: "Patent amortisation",
      lines: [
        ["6710", 12_000, 0],
        ["1610", 0, 12_000],
      ],
    },
    {
      date: "2020-05-10",
      memo: "Building sold",
      lines: [
        ["1000", 85_000, 0],
        ["1510", 30_000, 0],
        ["1500", 0, 100_000],
        ["7300", 0, 15_000],
      ],
    },
    {
      date: "2020-05-20",
      memo: "Land sold at a loss",
      lines: [
        ["1000", 40_000, 0],
        ["7300", 5_000, 0],
        ["1520", 0, 45_000],
      ],
    },
    {
      date: "2020-06-01",
      memo: "Equipment bought",
      lines: [
        ["1500", 185_000, 0],
        ["1000", 0, 185_000],
      ],
    },
    {
      date: "2020-06-02",
      memo: "Delivery van bought",
      lines: [
        ["1500", 33_000, 0],
        ["1000", 0, 33_000],
      ],
    },
    {
      date: "2020-09-01",
      memo: "Common stock issued",
      lines: [
        ["1000", 103_000, 0],
        ["3000", 0, 103_000],
      ],
    },
    {
      date: "2020-10-01",
      memo: "Dividends paid",
      lines: [
        ["3310", 24_000, 0],
        ["1000", 0, 24_000],
      ],
    },
    {
      date: "2020-11-01",
      memo: "Mortgage repaid",
      lines: [
        ["2500", 75_000, 0],
        ["1000", 0, 75_000],
      ],
    },
  ],
  period: { start: "2020-01-01", end: "2020-12-31" },
  expected: {
    operating: 414_000,
    investing: -93_000,
    financing: 4_000,
    openingCash: 205_000,
    closingCash: 530_000,
    netProfit: 314_000,
    // 7300 holds both the building gain (−15,000) and the land loss (+5,000): one account, one line.
    adjustments: { "1510": 55_000, "1610": 12_000, "7300": -10_000 },
    workingCapital: { "1110": 23_000, "1200": 27_000, "2010": -15_000, "2300": 8_000 },
    investingItems: { "1500": -118_000, "1510": -30_000, "1520": 45_000, "7300": 10_000 },
    financingItems: { "2500": -75_000, "3000": 103_000, "3310": -24_000 },
  },
};
