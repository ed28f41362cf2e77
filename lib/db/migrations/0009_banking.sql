CREATE TABLE "bank_accounts" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"display_name" text NOT NULL,
	"official_name" text,
	"mask" text,
	"currency" text NOT NULL,
	"account_key" text NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"bank_link_status" text DEFAULT 'active' NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"opening_balance_cents" bigint DEFAULT 0 NOT NULL,
	"opening_balance_date" date,
	"opening_entry_id" uuid,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"first_synced_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "bank_accounts_link_status_check" CHECK ("bank_accounts"."bank_link_status" in ('active', 'error', 'revoked')),
	CONSTRAINT "bank_accounts_opening_check" CHECK ("bank_accounts"."opening_balance_cents" = 0 or "bank_accounts"."opening_balance_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "bank_transaction_counts" (
	"business_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"is_child" smallint NOT NULL,
	"stripe" smallint NOT NULL,
	"transaction_count" bigint NOT NULL,
	CONSTRAINT "bank_transaction_counts_business_id_bank_account_id_status_is_child_stripe_pk" PRIMARY KEY("business_id","bank_account_id","status","is_child","stripe"),
	CONSTRAINT "bank_transaction_counts_stripe_check" CHECK ("bank_transaction_counts"."stripe" between 0 and 15)
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"parent_id" uuid,
	"external_id" text,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"direction" text NOT NULL,
	"currency" text NOT NULL,
	"counterparty_name" text,
	"merchant_name" text,
	"description" text,
	"reference" text,
	"transaction_type" text DEFAULT 'other' NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'uncategorized' NOT NULL,
	"account_id" uuid,
	"tax_rate" numeric(12, 6),
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"categorization_entry_id" uuid,
	"categorized_by" text,
	"rule_id" uuid,
	"matched_cents" bigint DEFAULT 0 NOT NULL,
	"reconciled_at" timestamp with time zone,
	"statement_reconciliation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "bank_transactions_amount_check" CHECK ("bank_transactions"."amount_cents" > 0),
	CONSTRAINT "bank_transactions_direction_check" CHECK ("bank_transactions"."direction" in ('credit', 'debit')),
	CONSTRAINT "bank_transactions_type_check" CHECK ("bank_transactions"."transaction_type" in ('fps', 'bacs', 'chaps', 'direct_debit', 'standing_order', 'sepa_credit', 'sepa_debit', 'sepa_instant', 'card_payment', 'atm_withdrawal', 'bank_transfer', 'fee', 'interest', 'other')),
	CONSTRAINT "bank_transactions_source_check" CHECK ("bank_transactions"."source" in ('api', 'csv', 'ofx', 'camt053', 'split')),
	CONSTRAINT "bank_transactions_status_check" CHECK ("bank_transactions"."status" in ('uncategorized', 'categorized', 'split', 'matched', 'excluded')),
	CONSTRAINT "bank_transactions_categorized_by_check" CHECK ("bank_transactions"."categorized_by" in ('manual', 'rule')),
	CONSTRAINT "bank_transactions_matched_check" CHECK ("bank_transactions"."matched_cents" >= 0 and "bank_transactions"."matched_cents" <= "bank_transactions"."amount_cents" and "bank_transactions"."tax_cents" >= 0),
	CONSTRAINT "bank_transactions_external_id_check" CHECK (("bank_transactions"."parent_id" is null) = ("bank_transactions"."external_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_transaction_matches" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_transaction_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"is_created_payment" boolean DEFAULT false NOT NULL,
	"journal_entry_id" uuid,
	"paired_match_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transaction_matches_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "bank_transaction_matches_amount_check" CHECK ("bank_transaction_matches"."amount_cents" > 0),
	CONSTRAINT "bank_transaction_matches_target_check" CHECK ("bank_transaction_matches"."target_type" in ('bill_payment', 'invoice_payment', 'refund_payment', 'payout', 'bank_transaction'))
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"counterparty_contains" text NOT NULL,
	"direction" text,
	"account_id" uuid NOT NULL,
	"tax_rate" numeric(12, 6),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rules_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "bank_rules_direction_check" CHECK ("bank_rules"."direction" in ('credit', 'debit')),
	CONSTRAINT "bank_rules_pattern_check" CHECK (length(trim("bank_rules"."counterparty_contains")) > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_reconciliations" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"statement_end_date" date NOT NULL,
	"closing_balance_cents" bigint NOT NULL,
	"ledger_balance_cents" bigint NOT NULL,
	"cleared_balance_cents" bigint NOT NULL,
	"transaction_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_reconciliations_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "bank_statement_reconciliations_count_check" CHECK ("bank_statement_reconciliations"."transaction_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_check";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_ledger_account_fk" FOREIGN KEY ("business_id","ledger_account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transaction_counts" ADD CONSTRAINT "bank_transaction_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_bank_account_fk" FOREIGN KEY ("business_id","bank_account_id") REFERENCES "public"."bank_accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_parent_fk" FOREIGN KEY ("business_id","parent_id") REFERENCES "public"."bank_transactions"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transaction_matches" ADD CONSTRAINT "bank_transaction_matches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transaction_matches" ADD CONSTRAINT "bank_transaction_matches_transaction_fk" FOREIGN KEY ("business_id","bank_transaction_id") REFERENCES "public"."bank_transactions"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_reconciliations" ADD CONSTRAINT "bank_statement_reconciliations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_reconciliations" ADD CONSTRAINT "bank_statement_reconciliations_account_fk" FOREIGN KEY ("business_id","bank_account_id") REFERENCES "public"."bank_accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_business_external_id_key" ON "bank_accounts" USING btree ("business_id","external_id") WHERE "bank_accounts"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_business_ledger_account_key" ON "bank_accounts" USING btree ("business_id","ledger_account_id") WHERE "bank_accounts"."is_active";--> statement-breakpoint
CREATE INDEX "bank_accounts_business_created_idx" ON "bank_accounts" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_business_account_external_key" ON "bank_transactions" USING btree ("business_id","bank_account_id","external_id") WHERE "bank_transactions"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_transactions_business_date_idx" ON "bank_transactions" USING btree ("business_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_business_account_date_idx" ON "bank_transactions" USING btree ("business_id","bank_account_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_business_status_date_idx" ON "bank_transactions" USING btree ("business_id","status","date","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_business_parent_idx" ON "bank_transactions" USING btree ("business_id","parent_id") WHERE "bank_transactions"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_transactions_business_category_idx" ON "bank_transactions" USING btree ("business_id","account_id","date") WHERE "bank_transactions"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_transactions_business_open_amount_idx" ON "bank_transactions" USING btree ("business_id","amount_cents","date") WHERE "bank_transactions"."status" in ('uncategorized', 'matched') and "bank_transactions"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "bank_transactions_business_counterparty_idx" ON "bank_transactions" USING btree ("business_id",lower("counterparty_name"),"date") WHERE "bank_transactions"."status" = 'categorized' and "bank_transactions"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "bank_transactions_business_statement_idx" ON "bank_transactions" USING btree ("business_id","statement_reconciliation_id") WHERE "bank_transactions"."statement_reconciliation_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_transaction_matches_business_transaction_idx" ON "bank_transaction_matches" USING btree ("business_id","bank_transaction_id");--> statement-breakpoint
CREATE INDEX "bank_transaction_matches_business_target_idx" ON "bank_transaction_matches" USING btree ("business_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "bank_transaction_matches_business_document_idx" ON "bank_transaction_matches" USING btree ("business_id","document_type","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rules_business_pattern_key" ON "bank_rules" USING btree ("business_id",lower("counterparty_contains"),coalesce("direction", 'any'));--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_reconciliations_account_end_key" ON "bank_statement_reconciliations" USING btree ("business_id","bank_account_id","statement_end_date");--> statement-breakpoint
CREATE INDEX "bill_payments_business_cash_idx" ON "bill_payments" USING btree ("business_id","cash_base_cents","payment_date");--> statement-breakpoint
CREATE INDEX "bills_business_open_amount_idx" ON "bills" USING btree ("business_id",("total_cents" - "paid_cents" - "credited_cents")) WHERE "bills"."status" in ('received', 'partially_paid') and "bills"."approved_at" is not null;--> statement-breakpoint
CREATE INDEX "bills_business_number_idx" ON "bills" USING btree ("business_id","bill_number") WHERE "bills"."bill_number" is not null;--> statement-breakpoint
CREATE INDEX "bills_business_vendor_number_idx" ON "bills" USING btree ("business_id","vendor_bill_number") WHERE "bills"."vendor_bill_number" is not null;--> statement-breakpoint
CREATE INDEX "payouts_business_paid_out_idx" ON "payouts" USING btree ("business_id","paid_out_amount_cents","completed_at") WHERE "payouts"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "invoices_business_open_amount_idx" ON "invoices" USING btree ("business_id",("total_cents" - "paid_cents" - "credited_cents" - "written_off_cents")) WHERE "invoices"."status" in ('SENT', 'PARTIALLY_PAID');--> statement-breakpoint
CREATE INDEX "invoice_payments_business_cash_idx" ON "invoice_payments" USING btree ("business_id","cash_base_cents","payment_date");--> statement-breakpoint
CREATE INDEX "refund_payments_business_bank_completed_idx" ON "refund_payments" USING btree ("business_id","completed_at") WHERE "refund_payments"."processor" is null and "refund_payments"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_check" CHECK ("journal_entries"."source" in ('bill', 'bill_payment', 'vendor_credit', 'invoice', 'payment', 'credit_note', 'refund', 'refund_payment', 'payout', 'write_off', 'manual', 'bank_account', 'bank_transaction'));