import { expect, test } from "@playwright/test";
import { expectNoSeriousViolationsInFrame as expectNoSeriousViolations } from "../support/axe-in-frame";
import { embedBooks, openEmbedPage } from "../support/embed-books";
import { bodyOf, getOk, post } from "../support/payables";
import { createRefund, paidInvoice, payRefund } from "../support/settlements";

test("payouts filter by completion date and open a drawer with the payout's figures", async ({ page }) => {
  const books = await embedBooks();
  const march = await paidInvoice(books, 10_000, { processor: "stripe" });
  const april = await paidInvoice(books, 20_000, { processor: "stripe" });
  const importPayout = async (id: string, paymentId: string, paidOut: number, completedAt: string) =>
    bodyOf(
      await post(books, "/payouts/", {
        processor: "stripe",
        processor_payout_id: id,
        invoice_payment_ids: [paymentId],
        fee_cents: 300,
        paid_out_amount_cents: paidOut,
        completed_at: completedAt,
        reference_number: `REF-${id}`,
      }),
      201,
    );
  await importPayout("po_march", march.payment.id, 9_700, "2025-03-31T12:00:00Z");
  const payout = await importPayout("po_april", april.payment.id, 19_650, "2025-04-30T12:00:00Z");

  const frame = await openEmbedPage(page, books, "/payouts/");
  await expect(frame.getByRole("rowheader", { name: "po_march" })).toBeVisible();
  await frame.getByLabel("Completed from").fill("2025-04-01");
  await frame.getByRole("button", { name: "Apply filters" }).click();
  await expect(frame.getByRole("rowheader", { name: "po_march" })).toHaveCount(0);
  await expect(frame.getByRole("rowheader", { name: "po_april" })).toBeVisible();
  expect(
    new URL(
      page
        .frames()
        .find((f) => f.url().includes("/payouts/"))!
        .url(),
    ).searchParams.get("completed_at_start"),
  ).toBe("2025-04-01");

  await frame.getByRole("button", { name: "Details of po_april" }).click();
  const drawer = frame.getByRole("dialog", { name: "Payout po_april" });
  await expect(drawer).toBeVisible();
  const api = await getOk(books, `/payouts/${payout.id}/`);
  expect(api).toMatchObject({ gross_payments_amount_cents: 20_000, amount_variance_cents: -50 });
  await expect(drawer).toContainText("SEK 200.00"); // gross payments
  await expect(drawer).toContainText("SEK 196.50"); // paid out
  await expect(drawer).toContainText("-SEK 0.50"); // variance: 19,650 − (20,000 − 300)
  await expect(drawer).toContainText("REF-po_april");
  await expectNoSeriousViolations(page);
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
});

test("refunds filter by reference number and open a drawer with the refunded invoices and the payments", async ({
  page,
}) => {
  const books = await embedBooks();
  const first = await paidInvoice(books, 1_000);
  const second = await paidInvoice(books, 2_000);
  const refund = await createRefund(books, [{ invoice_id: first.invoice.id, amount: 600 }], {
    reference_number: "RF-1",
  });
  await payRefund(books, refund.id, { refunded_amount: 500, completed_at: "2025-03-20T10:00:00Z" });
  await createRefund(books, [{ invoice_id: second.invoice.id, amount: 2_000 }], { reference_number: "RF-2" });

  const frame = await openEmbedPage(page, books, "/refunds/");
  await expect(frame.getByRole("button", { name: "Details of RF-2" })).toBeVisible();
  await frame.getByLabel("Reference numbers").fill("RF-1");
  await frame.getByRole("button", { name: "Apply filters" }).click();
  await expect(frame.getByRole("button", { name: "Details of RF-2" })).toHaveCount(0);
  await frame.getByRole("button", { name: "Details of RF-1" }).click();

  const drawer = frame.getByRole("dialog", { name: "Refund to Café Blå AB" });
  await expect(drawer.getByRole("rowheader", { name: first.invoice.invoice_number })).toBeVisible();
  const payments = drawer.getByRole("table", { name: "Refund payments" });
  await expect(payments).toContainText("Completed");
  await expect(payments).toContainText("SEK 5.00");
  expect(await getOk(books, `/invoices/refunds/${refund.id}/`)).toMatchObject({
    paid_amount: 500,
    refunded_amount: 600,
  });
  await expect(drawer).toContainText("SEK 6.00");
  await expectNoSeriousViolations(page);
});
