import { expect, type FrameLocator, type Locator, test } from "@playwright/test";
import "../support/host-window";
import { formatMoney } from "../../lib/i18n/format";
import { BANK_INBOX_PATH, rowOf } from "../support/bank-inbox";
import { expectNoSeriousAxeViolations } from "../support/embed-bills";
import { openEmbedded } from "../support/embedded-invoices";
import {
  arrangePhoneLists,
  expectInsideFrame,
  expectNothingWiderThanFrame,
  PHONE_WIDTHS,
} from "../support/phone-lists";

type Arranged = Awaited<ReturnType<typeof arrangePhoneLists>>;
type Document = { id: string; total_amount: number; currency: string; due_at: string };

const money = (cents: number, currency = "SEK") => formatMoney(cents, currency, "en-US");

/** A row's amount, status and due date: each shown, each inside the frame's width. */
async function expectRowFacts(row: Locator, document: Document, status: string) {
  await expectInsideFrame(row.getByText(money(document.total_amount, document.currency)).first());
  await expectInsideFrame(row.getByText(status, { exact: true }));
  await expectInsideFrame(row.locator(`time[datetime="${document.due_at}"]`));
}

test.describe("lists on a phone: stacked rows, nothing scrolls sideways", () => {
  test.describe.configure({ timeout: 90_000 });
  let set: Arranged;
  test.beforeAll(async () => {
    set = await arrangePhoneLists();
  });

  test("bills at 360 and 414 px: each row shows its amount, status and due date", async ({ page }) => {
    for (const width of PHONE_WIDTHS) {
      const { ui } = await openEmbedded(page, set.books.businessId, "bills/", { width });
      const rows = set.bills.map((bill: Document) => ui.locator(`tr[data-bill-id="${bill.id}"]`));
      await expect(rows[0]!).toBeVisible();
      await expectNothingWiderThanFrame(page, width);
      await expectRowFacts(rows[0]!, set.bills[0], "Received");
      await expectRowFacts(rows[1]!, set.bills[1], "Not approved");
      await expectInsideFrame(rows[0]!.getByRole("link", { name: "PH-B-1" }));
      await expectNoSeriousAxeViolations(page);
    }
  });

  test("invoices at 360 and 414 px: row facts fit, and the row menu opens in view and works", async ({
    page,
  }) => {
    for (const width of PHONE_WIDTHS) {
      const { ui } = await openEmbedded(page, set.books.businessId, "invoices/", { width });
      const [draft, sent] = set.invoices.map((invoice: Document) =>
        ui.locator(`tr[data-invoice-id="${invoice.id}"]`),
      );
      await expect(sent!).toBeVisible();
      await expectNothingWiderThanFrame(page, width);
      await expectRowFacts(draft!, set.invoices[0], "Draft");
      await expectRowFacts(sent!, set.invoices[1], "Sent");
      await expectNoSeriousAxeViolations(page);

      const menuButton = sent!.getByRole("button", { name: "Actions for invoice PH-I-SENT" });
      await expectInsideFrame(menuButton);
      await menuButton.click();
      const voidItem = ui.getByRole("button", { name: "Void", exact: true });
      await expectInsideFrame(ui.getByRole("link", { name: "View", exact: true }));
      await expectInsideFrame(voidItem);
      await voidItem.click();
      const dialog = ui.getByRole("dialog", { name: "Void invoice PH-I-SENT" });
      await expectInsideFrame(dialog);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("bank transactions at 360 and 414 px: amount, status and date fit, and Review opens the line", async ({
    page,
  }) => {
    for (const width of PHONE_WIDTHS) {
      const { ui } = await openEmbedded(page, set.books.businessId, BANK_INBOX_PATH, { width });
      const name = "Grossisten Bageriråvaror i Norrland AB";
      const row = rowOf(ui, name);
      await expect(row).toHaveCount(1);
      await expectNothingWiderThanFrame(page, width);
      await expectInsideFrame(row.getByText(money(-1_234_500)));
      await expectInsideFrame(row.getByText("To review", { exact: true }));
      await expectInsideFrame(row.locator('time[datetime="2025-03-10"]'));
      await expectNoSeriousAxeViolations(page);
      await reviewOpens(ui, row, name);
    }
  });
});

/** The row's Review button, in view, opens the line's panel. */
async function reviewOpens(ui: FrameLocator, row: Locator, name: string) {
  const review = row.getByRole("button", { name: `Review ${name}` });
  await expectInsideFrame(review);
  await review.click();
  await expect(ui.getByRole("dialog", { name: new RegExp(`^${name}`) })).toBeVisible();
}
