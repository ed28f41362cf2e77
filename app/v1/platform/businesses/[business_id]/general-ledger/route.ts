import { generalLedgerEndpoint } from "@/lib/contracts/reports";
import { apiRoute, handle } from "@/lib/http/route";
import { generalLedger } from "@/lib/reports/general-ledger";
import { generalLedgerCsv } from "@/lib/reports/report-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(generalLedgerEndpoint, async ({ db, business, query }) => {
    const ledger = await generalLedger(db, business, query);
    const filename = `general-ledger-${ledger.account.code}-${ledger.end_date}`;
    return { body: ledger, csv: { filename, render: () => generalLedgerCsv(ledger) } };
  }),
});
