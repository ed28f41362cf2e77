-- Bank transactions per business, bank account, status and level (lib/db/schema/bank-transactions.ts), kept in the
-- changing transaction by statement-level triggers reading the changed rows from transition tables, as migration 0005
-- does for invoices. Rows are upserted in key order, so two writers lock counter rows in the same order.
CREATE FUNCTION "bank_transaction_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for the events that have one, so each branch reads only its own.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "bank_transaction_counts" AS c
      ("business_id", "bank_account_id", "status", "is_child", "stripe", "transaction_count")
    SELECT "business_id", "bank_account_id", "status", ("parent_id" IS NOT NULL)::int::smallint,
      (txid_current() % 16)::smallint, count(*)
    FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("business_id", "bank_account_id", "status", "is_child", "stripe")
    DO UPDATE SET "transaction_count" = c."transaction_count" + excluded."transaction_count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "bank_transaction_counts" AS c
      ("business_id", "bank_account_id", "status", "is_child", "stripe", "transaction_count")
    SELECT "business_id", "bank_account_id", "status", "is_child", (txid_current() % 16)::smallint, sum(delta)
    FROM (
      SELECT "business_id", "bank_account_id", "status", ("parent_id" IS NOT NULL)::int::smallint AS "is_child",
        1 AS delta
      FROM new_rows
      UNION ALL
      SELECT "business_id", "bank_account_id", "status", ("parent_id" IS NOT NULL)::int::smallint, -1 FROM old_rows
    ) changes
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("business_id", "bank_account_id", "status", "is_child", "stripe")
    DO UPDATE SET "transaction_count" = c."transaction_count" + excluded."transaction_count";
  ELSE
    INSERT INTO "bank_transaction_counts" AS c
      ("business_id", "bank_account_id", "status", "is_child", "stripe", "transaction_count")
    SELECT "business_id", "bank_account_id", "status", ("parent_id" IS NOT NULL)::int::smallint,
      (txid_current() % 16)::smallint, -count(*)
    FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("business_id", "bank_account_id", "status", "is_child", "stripe")
    DO UPDATE SET "transaction_count" = c."transaction_count" + excluded."transaction_count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bank_transactions_counts_insert" AFTER INSERT ON "bank_transactions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_transaction_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bank_transactions_counts_update" AFTER UPDATE ON "bank_transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_transaction_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bank_transactions_counts_delete" AFTER DELETE ON "bank_transactions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_transaction_counts_apply"();
