import { expect, type Locator, type Page } from "@playwright/test";
import { createBankAccount, importedTransactions, line } from "./banking";
import { embedBooks } from "./embed-books";
import { embedFrame } from "./embed-bills";
import type { Books } from "./payables";
import { createApprovedBill, createBill } from "./payables";
import { createInvoice, createSentInvoice } from "./receivables";

/** The phone widths the lists must fit: a small Android and a large iPhone. */
export const PHONE_WIDTHS = [360, 414] as const;

const LONG_VENDOR = "Nordiska Kontorsmaterial och Förbrukningsvaror Aktiebolag";

/** One business with two bills, two invoices and two bank lines to review, arranged through the API. */
export async function arrangePhoneLists() {
  const books: Books = await embedBooks({ name: "Phone Bakery AB" });
  const bills = [
    await createApprovedBill(books, {
      vendor_external_id: "long-vendor",
      vendor_name: LONG_VENDOR,
      bill_number: "PH-B-1",
      due_at: "2099-04-10",
    }),
    await createBill(books, { bill_number: "PH-B-2", due_at: "2099-05-10" }),
  ];
  const invoices = [
    await createInvoice(books, { invoice_number: "PH-I-DRAFT", due_at: "2099-04-20" }),
    await createSentInvoice(books, {
      invoice_number: "PH-I-SENT",
      customer_name: "Kafé och Konditori Långgatan Handelsbolag",
      due_at: "2099-06-01",
    }),
  ];
  const bankAccount = await createBankAccount(books);
  const transactions = await importedTransactions(books, bankAccount.id, [
    line({ counterparty_name: "Café Noir", amount_cents: 4_500 }),
    line({ counterparty_name: "Grossisten Bageriråvaror i Norrland AB", amount_cents: 1_234_500 }),
  ]);
  return { books, bills, invoices, transactions };
}

/**
 * Nothing in the frame's document reaches past the frame's width, and nothing scrolls sideways: not the page, not a
 * list's own box. Visually hidden text (clipped to nothing) is left out; it takes no room.
 */
export async function expectNothingWiderThanFrame(page: Page, width: number) {
  const found = await embedFrame(page).evaluate(() => {
    const frameWidth = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      const scrollsSideways =
        ["auto", "scroll"].includes(style.overflowX) && element.scrollWidth > element.clientWidth;
      if (box.left < -0.5 || box.right > frameWidth + 0.5 || scrollsSideways) {
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""}`;
        offenders.push(
          `${name} [${Math.round(box.left)}..${Math.round(box.right)}] scroll ${element.scrollWidth}/${element.clientWidth}`,
        );
      }
    }
    return { frameWidth, pageScroll: document.documentElement.scrollWidth, offenders };
  });
  expect(found.frameWidth).toBeLessThanOrEqual(width);
  expect(found.pageScroll).toBeLessThanOrEqual(found.frameWidth);
  expect(found.offenders).toEqual([]);
}

/** The element is visible and lies wholly inside the frame's width. */
export async function expectInsideFrame(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, width: document.documentElement.clientWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
}
