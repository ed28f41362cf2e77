import { defineMessages } from "../define-messages";

export const nav = defineMessages({
  "en-US": { label: "Accounting sections", bills: "Bills", newBill: "New bill", invoices: "Invoices" },
  "en-GB": { label: "Accounting sections", bills: "Bills", newBill: "New bill", invoices: "Invoices" },
  de: {
    label: "Buchhaltungsbereiche",
    bills: "Rechnungseingang",
    newBill: "Neue Eingangsrechnung",
    invoices: "Rechnungen",
  },
  fr: {
    label: "Sections comptables",
    bills: "Factures fournisseurs",
    newBill: "Nouvelle facture fournisseur",
    invoices: "Factures clients",
  },
  sv: {
    label: "Bokföringsavsnitt",
    bills: "Leverantörsfakturor",
    newBill: "Ny leverantörsfaktura",
    invoices: "Kundfakturor",
  },
  nb: {
    label: "Regnskapsdeler",
    bills: "Leverandørfakturaer",
    newBill: "Ny leverandørfaktura",
    invoices: "Kundefakturaer",
  },
});
