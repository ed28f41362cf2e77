import type { StatementTransactionType } from "./parsed-statement";
import { descend, textAt, type XmlElement } from "./xml-document";

const DIRECT_DEBIT_FAMILIES = new Set(["RDDT", "IDDT"]);
const CREDIT_TRANSFER_FAMILIES = new Set(["RCDT", "ICDT"]);
const CARD_FAMILIES = new Set(["CCRD", "MCRD"]);
const FEE_SUB_FAMILIES = new Set(["CHRG", "COMM", "FEES"]);

/**
 * An ISO 20022 bank transaction code (BkTxCd > Domn > Fmly > Cd / SubFmlyCd) as an extensions.md §2.3 type.
 * Proprietary codes (BkTxCd > Prtry, e.g. the German GVC) differ by bank and are not read.
 */
export function camtTransactionType(code: XmlElement | undefined): StatementTransactionType | undefined {
  const domain = descend(code, "Domn");
  if (!domain) return undefined;
  const family = textAt(domain, "Fmly", "Cd") ?? "";
  const subFamily = textAt(domain, "Fmly", "SubFmlyCd") ?? "";
  if (FEE_SUB_FAMILIES.has(subFamily)) return "fee";
  if (subFamily === "INTR") return "interest";
  if (subFamily === "CWDL") return "atm_withdrawal";
  if (CARD_FAMILIES.has(family)) return "card_payment";
  if (subFamily === "STDO") return "standing_order";
  if (DIRECT_DEBIT_FAMILIES.has(family))
    return subFamily === "ESDD" || subFamily === "BBDD" ? "sepa_debit" : "direct_debit";
  if (CREDIT_TRANSFER_FAMILIES.has(family)) return subFamily === "ESCT" ? "sepa_credit" : "bank_transfer";
  return "other";
}
