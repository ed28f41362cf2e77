import { defineMessages } from "../define-messages";

/** The void dialog (endpoint 4) and the API's refusals of it. */
export const invoiceVoid = defineMessages({
  "en-US": {
    title: "Void invoice {number}",
    explanation:
      "Voiding cancels the invoice: the customer no longer owes it, and if it was sent its sales entry is reversed with today's date. This cannot be undone.",
    restriction: "An invoice with payments, credits or write-offs on it cannot be voided.",
    confirmLabel: "Type {number} to confirm",
    reasonLabel: "Reason (optional)",
    reasonHint: "Kept as the memo of the reversing entry.",
    confirm: "Void invoice",
    voiding: "Voiding…",
    voided: "Invoice {number} was voided.",
    errorConflict: "This invoice cannot be voided: it has payments, credits or write-offs on it.",
    errorMismatch: "The invoice number does not match.",
    errorNotFound: "This invoice no longer exists.",
  },
  "en-GB": {
    title: "Void invoice {number}",
    explanation:
      "Voiding cancels the invoice: the customer no longer owes it, and if it was sent its sales entry is reversed with today's date. This cannot be undone.",
    restriction: "An invoice with payments, credits or write-offs on it cannot be voided.",
    confirmLabel: "Type {number} to confirm",
    reasonLabel: "Reason (optional)",
    reasonHint: "Kept as the memo of the reversing entry.",
    confirm: "Void invoice",
    voiding: "Voiding…",
    voided: "Invoice {number} has been voided.",
    errorConflict: "This invoice can't be voided: it has payments, credits or write-offs on it.",
    errorMismatch: "The invoice number doesn't match.",
    errorNotFound: "This invoice no longer exists.",
  },
  de: {
    title: "Rechnung {number} stornieren",
    explanation:
      "Eine Stornierung hebt die Rechnung auf: Der Kunde schuldet sie nicht mehr, und wenn sie versendet wurde, wird ihre Buchung mit heutigem Datum storniert. Das lässt sich nicht rückgängig machen.",
    restriction: "Eine Rechnung mit Zahlungen, Gutschriften oder Abschreibungen kann nicht storniert werden.",
    confirmLabel: "Geben Sie zur Bestätigung {number} ein",
    reasonLabel: "Grund (optional)",
    reasonHint: "Wird als Notiz der Stornobuchung gespeichert.",
    confirm: "Rechnung stornieren",
    voiding: "Wird storniert…",
    voided: "Rechnung {number} wurde storniert.",
    errorConflict:
      "Diese Rechnung kann nicht storniert werden: Es gibt Zahlungen, Gutschriften oder Abschreibungen darauf.",
    errorMismatch: "Die Rechnungsnummer stimmt nicht überein.",
    errorNotFound: "Diese Rechnung existiert nicht mehr.",
  },
  fr: {
    title: "Annuler la facture {number}",
    explanation:
      "L’annulation supprime la créance : le client ne doit plus cette facture et, si elle a été envoyée, son écriture de vente est contrepassée à la date du jour. Cette action est irréversible.",
    restriction: "Une facture portant des paiements, des avoirs ou des pertes ne peut pas être annulée.",
    confirmLabel: "Saisissez {number} pour confirmer",
    reasonLabel: "Motif (facultatif)",
    reasonHint: "Conservé comme mémo de l’écriture de contrepassation.",
    confirm: "Annuler la facture",
    voiding: "Annulation…",
    voided: "La facture {number} a été annulée.",
    errorConflict:
      "Cette facture ne peut pas être annulée : elle porte des paiements, des avoirs ou des pertes.",
    errorMismatch: "Le numéro de facture ne correspond pas.",
    errorNotFound: "Cette facture n’existe plus.",
  },
  sv: {
    title: "Makulera faktura {number}",
    explanation:
      "Makulering upphäver fakturan: kunden är inte längre skyldig beloppet, och om den har skickats vänds dess bokföring med dagens datum. Det går inte att ångra.",
    restriction: "En faktura med betalningar, krediteringar eller avskrivningar kan inte makuleras.",
    confirmLabel: "Skriv {number} för att bekräfta",
    reasonLabel: "Orsak (valfritt)",
    reasonHint: "Sparas som anteckning på den vändande verifikationen.",
    confirm: "Makulera faktura",
    voiding: "Makulerar…",
    voided: "Faktura {number} har makulerats.",
    errorConflict: "Fakturan kan inte makuleras: den har betalningar, krediteringar eller avskrivningar.",
    errorMismatch: "Fakturanumret stämmer inte.",
    errorNotFound: "Fakturan finns inte längre.",
  },
  nb: {
    title: "Annuller faktura {number}",
    explanation:
      "Annullering opphever fakturaen: kunden skylder den ikke lenger, og hvis den er sendt, reverseres salgsposteringen med dagens dato. Dette kan ikke angres.",
    restriction: "En faktura med betalinger, kreditnotaer eller avskrivninger kan ikke annulleres.",
    confirmLabel: "Skriv {number} for å bekrefte",
    reasonLabel: "Årsak (valgfritt)",
    reasonHint: "Lagres som notat på reverseringsposteringen.",
    confirm: "Annuller faktura",
    voiding: "Annullerer…",
    voided: "Faktura {number} er annullert.",
    errorConflict: "Fakturaen kan ikke annulleres: den har betalinger, kreditnotaer eller avskrivninger.",
    errorMismatch: "Fakturanummeret stemmer ikke.",
    errorNotFound: "Fakturaen finnes ikke lenger.",
  },
});
