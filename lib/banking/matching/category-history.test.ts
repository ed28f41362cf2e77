import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, bankTransactions } from "../../db/schema";
import { importLineSchema } from "../../schemas/bank-transaction-import";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createBankAccount } from "../accounts/create-bank-account";
import { categorizeTransaction, splitTransaction } from "../categorization/categorize-transaction";
import { importBankTransactions } from "../transactions/import-bank-transactions";
import { suggestMatches } from "./suggest-matches";

/**
 * The `account` suggestion: the account a counterparty's latest line (by date, any letter case) was categorized to,
 * never a split's part, and nothing for a counterparty never categorized.
 */
const test = setupTestDatabase();

describe("category history suggestions", () => {
  it("offer the account of the counterparty's latest categorized line, whatever its letter case", async () => {
    const { business } = await createTestBusiness(test.db);
    const { account: bank } = await createBankAccount(test.db, business, {
      display_name: "Current account",
      provider: "manual",
    });
    const byCode = new Map(
      (
        await test.db
          .select()
          .from(accounts)
          .where(and(eq(accounts.businessId, business.id), inArray(accounts.code, ["6000", "6100", "6200"])))
      ).map((account) => [account.code, account]),
    );
    const lines = [
      ["old", "2025-01-10", "Acme Hosting"],
      ["new", "2025-03-10", "ACME HOSTING"],
      ["middle", "2025-02-10", "acme hosting"],
      ["split", "2025-04-10", "Acme Hosting"],
      ["open", "2025-05-10", "acme Hosting"],
      ["stranger", "2025-05-11", "Nobody Known"],
    ].map(([id, date, name]) =>
      importLineSchema.parse({
        external_id: id,
        date,
        amount_cents: 12_000,
        direction: "debit",
        counterparty_name: name,
      }),
    );
    await importBankTransactions(test.db, business, bank.id, lines, "api");
    const rows = await test.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.businessId, business.id))
      .orderBy(asc(bankTransactions.date));
    const id = (externalId: string) => rows.find((row) => row.externalId === externalId)!.id;
    await categorizeTransaction(test.db, business, id("old"), { account_id: byCode.get("6000")!.id });
    await categorizeTransaction(test.db, business, id("new"), { account_id: byCode.get("6100")!.id });
    await categorizeTransaction(test.db, business, id("middle"), { account_id: byCode.get("6000")!.id });
    await splitTransaction(test.db, business, id("split"), {
      lines: [
        { account_id: byCode.get("6200")!.id, amount_cents: 6_000 },
        { account_id: byCode.get("6200")!.id, amount_cents: 6_000 },
      ],
    });

    const open = await test.db
      .select()
      .from(bankTransactions)
      .where(inArray(bankTransactions.id, [id("open"), id("stranger")]));
    const suggestions = await suggestMatches(test.db, business, open, 10);
    const history = suggestions.get(id("open"))!.filter((suggestion) => suggestion.type === "account");
    expect(history).toEqual([
      expect.objectContaining({
        id: byCode.get("6100")!.id,
        score: 30,
        reasons: ["same_counterparty_history"],
        amount_cents: 12_000,
        document_number: "6100",
      }),
    ]);
    expect(suggestions.get(id("stranger"))!.filter((suggestion) => suggestion.type === "account")).toEqual(
      [],
    );
  });
});
