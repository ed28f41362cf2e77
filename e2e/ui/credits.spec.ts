import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { expectNoSeriousViolationsInFrame as expectNoSeriousViolations } from "../support/axe-in-frame";
import { openEmbedPage, embedBooks } from "../support/embed-books";
import { bodyOf, createApprovedBill, getOk, post, put, type Books } from "../support/payables";
import { createSentInvoice } from "../support/receivables";
import { createCredit as createCustomerCredit } from "../support/settlements";

/** Two open bills of one vendor (60.00 and 80.00 SEK, B-1 due first) and a received credit of 100.00 SEK. */
async function vendorWithCredit(books: Books) {
  const bill = (number: string, cents: number, due: string) =>
    createApprovedBill(books, {
      bill_number: number,
      due_at: due,
      line_items: [{ quantity: 1, unit_price: cents, description: number }],
    });
  const first = await bill("B-1", 6_000, "2025-04-01");
  const second = await bill("B-2", 8_000, "2025-04-15");
  const credit = await bodyOf(
    await post(books, "/vendor-credits/", {
      vendor_external_id: "acme",
      vendor_name: "Acme AB",
      credit_note_number: "CN-1",
      received_at: "2025-03-15T10:00:00Z",
      line_items: [{ amount: 10_000, memo: "Returned chairs" }],
    }),
    201,
  );
  return { first, second, credit };
}

const row = (frame: FrameLocator, name: string) =>
  frame.getByRole("row").filter({ has: frame.getByRole("rowheader", { name }) });
const amountInput = (frame: FrameLocator, document: string) =>
  frame.getByLabel(`Amount to apply to ${document}`);

/** The vendor credit's page, opened and showing its bills. */
async function openLoadedCredit(page: Page) {
  const books = await embedBooks();
  const { first, credit } = await vendorWithCredit(books);
  const frame = await openEmbedPage(page, books, `/vendor-credits/${credit.id}/`);
  await expect(amountInput(frame, "B-1")).toBeVisible();
  return { books, first, credit, frame };
}

test.describe("vendor credit allocation in the embed", () => {
  test("allocates a credit across two bills: both bills' statuses and the credit change, and the API agrees", async ({
    page,
  }) => {
    const books = await embedBooks();
    const { first, second, credit } = await vendorWithCredit(books);
    const frame = await openEmbedPage(page, books, "/vendor-credits/");
    await frame.getByRole("link", { name: "CN-1" }).click();
    await expect(frame.getByRole("heading", { name: "Credit note CN-1" })).toBeVisible();
    await expect(frame.getByTestId("credit-status")).toHaveText("Received");
    await expect(row(frame, "B-1")).toContainText("Open");

    await amountInput(frame, "B-1").fill("60");
    await amountInput(frame, "B-2").fill("40,00");
    await expect(frame.getByText("To apply: SEK 100.00 of SEK 100.00")).toBeVisible();
    await frame.getByRole("button", { name: "Save allocations" }).click();

    await expect(frame.getByRole("status").filter({ hasText: "Allocations saved." })).toBeVisible();
    await expect(row(frame, "B-1")).toContainText("Paid");
    await expect(row(frame, "B-2")).toContainText("Partially paid");
    await expect(row(frame, "B-2")).toContainText("SEK 40.00");
    await expect(frame.getByTestId("credit-status")).toHaveText("Applied");
    await expect(frame.locator('[data-fact="remaining"]')).toContainText("SEK 0.00");
    await expect(amountInput(frame, "B-1")).toHaveValue("60.00");

    const [billOne, billTwo, saved] = await Promise.all([
      getOk(books, `/bills/${first.id}/`),
      getOk(books, `/bills/${second.id}/`),
      getOk(books, `/vendor-credits/${credit.id}/`),
    ]);
    expect([billOne.status, billOne.outstanding_balance]).toEqual(["paid", 0]);
    expect([billTwo.status, billTwo.outstanding_balance]).toEqual(["partially_paid", 4_000]);
    expect(saved).toMatchObject({ status: "applied", applied_amount: 10_000, unapplied_amount: 0 });
    expect(
      saved.allocations
        .map((a: { bill_id: string; amount_cents: number }) => [a.bill_id, a.amount_cents])
        .sort(),
    ).toEqual(
      [
        [first.id, 6_000],
        [second.id, 4_000],
      ].sort(),
    );
  });

  test("live validation refuses more than a bill's outstanding balance or the credit: message on the field, Save disabled", async ({
    page,
  }) => {
    const books = await embedBooks();
    const { credit } = await vendorWithCredit(books);
    const frame = await openEmbedPage(page, books, `/vendor-credits/${credit.id}/`);
    const save = frame.getByRole("button", { name: "Save allocations" });
    await amountInput(frame, "B-1").fill("60.01");
    await expect(amountInput(frame, "B-1")).toHaveAttribute("aria-invalid", "true");
    await expect(amountInput(frame, "B-1")).toHaveAccessibleDescription(
      "At most SEK 60.00: the outstanding balance.",
    );
    await expect(save).toBeDisabled();

    await amountInput(frame, "B-1").fill("60");
    await expect(save).toBeEnabled();
    await amountInput(frame, "B-2").fill("40.01");
    await expect(frame.getByText("The amounts add up to SEK 100.01, more than the SEK 100.00")).toBeVisible();
    await expect(save).toBeDisabled();
    await amountInput(frame, "B-2").fill("abc");
    await expect(amountInput(frame, "B-2")).toHaveAccessibleDescription("Enter an amount such as 12.50.");
    await expect(save).toBeDisabled();
  });

  test("a change made elsewhere after the page loaded: the API's refusal is shown and the typed amounts are kept", async ({
    page,
  }) => {
    const { books, first, credit, frame } = await openLoadedCredit(page);

    // Meanwhile another credit of the vendor is applied to B-1 through the API: B-1 now owes 30.00.
    // (The same credit's own allocations could not make the save fail: the PUT replaces its set.)
    const other = await bodyOf(
      await post(books, "/vendor-credits/", {
        vendor_external_id: "acme",
        received_at: "2025-03-16T10:00:00Z",
        line_items: [{ amount: 3_000 }],
        allocations: [{ bill_id: first.id, amount: 3_000 }],
      }),
      201,
    );
    expect(other.status).toBe("applied");

    await amountInput(frame, "B-1").fill("60");
    await amountInput(frame, "B-2").fill("40");
    await frame.getByRole("button", { name: "Save allocations" }).click();
    const alert = frame.getByRole("alert").filter({ hasText: "The allocations were not saved" });
    await expect(alert).toContainText("would exceed the outstanding balance");
    await expect(amountInput(frame, "B-1")).toHaveValue("60");
    await expect(amountInput(frame, "B-2")).toHaveValue("40");
    // The balances are read again, so the live check now names the new limit on the field.
    await expect(amountInput(frame, "B-1")).toHaveAccessibleDescription(
      "At most SEK 30.00: the outstanding balance.",
    );
    expect(await getOk(books, `/vendor-credits/${credit.id}/`)).toMatchObject({
      status: "received",
      applied_amount: 0,
    });
  });

  test("the same credit saved by someone else meanwhile: nothing is overwritten (412), the page says so, a second save works", async ({
    page,
  }) => {
    const { books, first, credit, frame } = await openLoadedCredit(page);

    // Someone else applies this credit to B-1 after the page loaded.
    await bodyOf(
      await put(books, `/vendor-credits/${credit.id}/`, {
        allocations: [{ bill_id: first.id, amount: 2_000 }],
      }),
    );

    await amountInput(frame, "B-2").fill("50");
    await frame.getByRole("button", { name: "Save allocations" }).click();
    const alert = frame.getByRole("alert").filter({ hasText: "The allocations were not saved" });
    await expect(alert).toContainText("Someone changed this credit after you opened it");
    expect(await getOk(books, `/vendor-credits/${credit.id}/`)).toMatchObject({
      applied_amount: 2_000,
      allocations: [{ bill_id: first.id, amount_cents: 2_000 }],
    });

    await frame.getByRole("button", { name: "Save allocations" }).click();
    await expect(frame.getByRole("alert").filter({ hasText: "not saved" })).toHaveCount(0);
    await expect
      .poll(async () => (await getOk(books, `/vendor-credits/${credit.id}/`)).applied_amount)
      .toBe(5_000);
  });

  test("a viewer sees the credit and the bills but no inputs and no Save", async ({ page }) => {
    const books = await embedBooks();
    const { credit } = await vendorWithCredit(books);
    const frame = await openEmbedPage(page, books, `/vendor-credits/${credit.id}/`, { role: "viewer" });
    await expect(row(frame, "B-2")).toBeVisible();
    await expect(frame.getByRole("columnheader", { name: "Applied by this credit" })).toBeVisible();
    await expect(frame.getByRole("textbox")).toHaveCount(0);
    await expect(frame.getByRole("button", { name: "Save allocations" })).toHaveCount(0);
  });

  test("the credit page works and passes axe at 360 px", async ({ page }) => {
    const books = await embedBooks();
    const { credit } = await vendorWithCredit(books);
    const frame = await openEmbedPage(page, books, `/vendor-credits/${credit.id}/`, { width: 360 });
    await expect(amountInput(frame, "B-1")).toBeVisible();
    await expect(frame.getByRole("link", { name: "Refunds" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("customer credits in the embed", () => {
  test("the twin applies a customer credit to an invoice; the list filters by status", async ({ page }) => {
    const books = await embedBooks();
    const invoice = await createSentInvoice(books, {
      invoice_number: "INV-7",
      due_at: "2099-01-31T00:00:00Z",
      line_items: [{ quantity: 1, unit_price: 5_000, description: "Cakes" }],
    });
    const credit = await createCustomerCredit(books, {
      credit_note_number: "CC-1",
      sent_at: "2025-03-05T10:00:00Z",
      line_items: [{ amount: 2_000 }],
    });
    await createCustomerCredit(books, { credit_note_number: "CC-DRAFT" });

    const frame = await openEmbedPage(page, books, "/customer-credits/");
    await expect(frame.getByRole("link", { name: "CC-DRAFT" })).toBeVisible();
    await frame.getByRole("group", { name: "Status" }).getByLabel("Sent").check();
    await frame.getByRole("button", { name: "Apply filters" }).click();
    await expect(frame.getByRole("link", { name: "CC-DRAFT" })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await frame.getByRole("link", { name: "CC-1" }).click();

    await amountInput(frame, "INV-7").fill("20");
    await frame.getByRole("button", { name: "Save allocations" }).click();
    await expect(row(frame, "INV-7")).toContainText("Partially paid");
    await expect(frame.getByTestId("credit-status")).toHaveText("Applied");
    expect(await getOk(books, `/invoices/${invoice.id}/`)).toMatchObject({
      status: "PARTIALLY_PAID",
      outstanding_balance: 3_000,
      credited_amount: 2_000,
    });
    expect(await getOk(books, `/customer-credits/${credit.id}/`)).toMatchObject({ status: "applied" });
  });
});
