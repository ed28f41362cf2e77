import { DEFAULT_ACCOUNT_NAMES, type DefaultAccountCode } from "./default-account-names";

export type AccountNames = Record<DefaultAccountCode, string>;

const isDefaultCode = (code: string): code is DefaultAccountCode =>
  Object.hasOwn(DEFAULT_ACCOUNT_NAMES, code);

/**
 * An account's name as the embed shows it: a default-chart account that still carries its default code and name in
 * the person's language, any other (renamed, re-coded, or the business's own) as stored. The API keeps returning
 * the stored name; only the display changes.
 */
export function accountDisplayName(
  account: { code?: string | null; name: string },
  names: AccountNames,
): string {
  const code = account.code ?? "";
  return isDefaultCode(code) && account.name === DEFAULT_ACCOUNT_NAMES[code] ? names[code] : account.name;
}
