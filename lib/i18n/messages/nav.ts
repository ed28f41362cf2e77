import { defineMessages } from "../define-messages";

export const nav = defineMessages({
  "en-US": {
    label: "Accounting sections",
    bills: "Bills",
    newBill: "New bill",
    invoices: "Invoices",
    reports: "Reports",
  },
  "en-GB": {
    label: "Accounting sections",
    bills: "Bills",
    newBill: "New bill",
    invoices: "Invoices",
    reports: "Reports",
  },
  de: {
    label: "Buchhaltungsbereiche",
    bills: "Rechnungseingang",
    newBill: "Neue Eingangsrechnung",
    invoices: "Rechnungen",
    reports: "Berichte",
  },
  fr: {
    label: "Sections comptables",
    bills: "Factures fournisseurs",
    newBill: "Nouvelle facture fournisseur",
    invoices: "Factures clients",
    reports: "Rapports",
  },
  sv: {
    label: "Bokföringsavsnitt",
    bills: "Leverantörsfakturor",
    newBill: "Ny leverantörsfaktura",
    invoices: "Kundfakturor",
    reports: "Rapporter",
  },
  nb: {
    label: "Regnskapsdeler",
    bills: "Leverandørfakturaer",
    newBill: "Ny leverandørfaktura",
    invoices: "Kundefakturaer",
    reports: "Rapporter",
  },
});
