import { defineMessages } from "../define-messages";

/** The menu configuration in the embed (docs/menu-config.md) and the chart of accounts on the ledger page. */
export const menu = defineMessages({
  "en-US": {
    ledger: "Chart of accounts",
    tabDisabledTitle: "This section is not available",
    tabDisabledBody:
      "Your provider has turned this section off for your business. Choose another section above.",
    chartTitle: "Chart of accounts",
    chartCaption:
      "Accounts with sub-accounts nested under them; a parent's balance includes its sub-accounts.",
    account: "Account",
    type: "Type",
    balance: "Balance",
    totalAccounts: "{count} accounts",
  },
  "en-GB": {
    ledger: "Chart of accounts",
    tabDisabledTitle: "This section is not available",
    tabDisabledBody:
      "Your provider has turned this section off for your business. Choose another section above.",
    chartTitle: "Chart of accounts",
    chartCaption:
      "Accounts with sub-accounts nested under them; a parent's balance includes its sub-accounts.",
    account: "Account",
    type: "Type",
    balance: "Balance",
    totalAccounts: "{count} accounts",
  },
  de: {
    ledger: "Kontenplan",
    tabDisabledTitle: "Dieser Bereich ist nicht verfügbar",
    tabDisabledBody:
      "Ihr Anbieter hat diesen Bereich für Ihr Unternehmen ausgeschaltet. Wählen Sie oben einen anderen Bereich.",
    chartTitle: "Kontenplan",
    chartCaption: "Konten mit ihren Unterkonten; der Saldo eines Kontos enthält den seiner Unterkonten.",
    account: "Konto",
    type: "Art",
    balance: "Saldo",
    totalAccounts: "{count} Konten",
  },
  fr: {
    ledger: "Plan comptable",
    tabDisabledTitle: "Cette section n’est pas disponible",
    tabDisabledBody:
      "Votre fournisseur a désactivé cette section pour votre entreprise. Choisissez une autre section ci-dessus.",
    chartTitle: "Plan comptable",
    chartCaption:
      "Les comptes et leurs sous-comptes ; le solde d’un compte inclut celui de ses sous-comptes.",
    account: "Compte",
    type: "Type",
    balance: "Solde",
    totalAccounts: "{count} comptes",
  },
  sv: {
    ledger: "Kontoplan",
    tabDisabledTitle: "Den här delen är inte tillgänglig",
    tabDisabledBody: "Din leverantör har stängt av den här delen för ditt företag. Välj en annan del ovan.",
    chartTitle: "Kontoplan",
    chartCaption: "Konton med sina underkonton; ett kontos saldo innehåller underkontonas.",
    account: "Konto",
    type: "Typ",
    balance: "Saldo",
    totalAccounts: "{count} konton",
  },
  nb: {
    ledger: "Kontoplan",
    tabDisabledTitle: "Denne delen er ikke tilgjengelig",
    tabDisabledBody:
      "Leverandøren din har slått av denne delen for bedriften din. Velg en annen del ovenfor.",
    chartTitle: "Kontoplan",
    chartCaption: "Kontoer med underkontoene sine; saldoen til en konto inkluderer underkontoenes.",
    account: "Konto",
    type: "Type",
    balance: "Saldo",
    totalAccounts: "{count} kontoer",
  },
});
