import { GeneralLedgerView } from "@/components/ledger/general-ledger-view";

export default function GeneralLedgerPage() {
  return <GeneralLedgerView />;
}
