import type { BankAccountResponse } from "@/lib/schemas/bank-account";

/** The business's bank accounts as <option>s: name and the last digits of the account number. */
export function BankAccountOptions({ bankAccounts }: { bankAccounts: BankAccountResponse[] }) {
  return bankAccounts.map((account) => (
    <option key={account.id} value={account.id}>
      {account.display_name}
      {account.mask ? ` ••${account.mask}` : ""}
    </option>
  ));
}
