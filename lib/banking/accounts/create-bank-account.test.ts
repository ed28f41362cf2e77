import { describe, expect, it } from "vitest";
import { createTestBusiness } from "../../testing/test-business";
import { expectBalancedBooks } from "../../testing/balanced-books";
import { setupTestDatabase } from "../../testing/test-database";
import { createBankAccount } from "./create-bank-account";
import { updateBankAccount } from "./update-bank-account";
import { serializeBankAccount } from "./bank-account-serializer";

const database = setupTestDatabase();

describe("createBankAccount", () => {
  it("maps a new cash account and keeps balance and ledger balance equal to the opening balance", async () => {
    const { business } = await createTestBusiness(database.db);
    const { account } = await createBankAccount(database.db, business, {
      display_name: "Main",
      provider: "manual",
      opening_balance_cents: 5_000,
      opening_balance_date: "2025-01-01",
    });
    expect(await serializeBankAccount(database.db, business, account)).toMatchObject({
      mapped_account_code: "1001",
      balance_cents: 5_000,
      ledger_balance_cents: 5_000,
    });
    const updated = await updateBankAccount(database.db, business, account.id, {
      opening_balance_cents: -200,
    });
    expect(await serializeBankAccount(database.db, business, updated)).toMatchObject({
      balance_cents: -200,
      ledger_balance_cents: -200,
    });
    await expectBalancedBooks(database.db, business.id);
  });
});
