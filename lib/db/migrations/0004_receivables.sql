CREATE TABLE "customers" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"reference_number" text,
	"individual_name" text,
	"company_name" text,
	"display_name" text NOT NULL,
	"email" text,
	"mobile_phone" text,
	"office_phone" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state_county" text,
	"postal_code" text,
	"country" text,
	"address_string" text,
	"vat_number" text,
	"status" text DEFAULT 'active' NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"transaction_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"metadata" jsonb,
	"payment_terms_days" integer,
	"credit_limit_cents" bigint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "customers_status_check" CHECK ("customers"."status" in ('active', 'archived')),
	CONSTRAINT "customers_archived_check" CHECK (("customers"."status" = 'archived') = ("customers"."archived_at" is not null)),
	CONSTRAINT "customers_credit_limit_check" CHECK ("customers"."credit_limit_cents" >= 0),
	CONSTRAINT "customers_payment_terms_check" CHECK ("customers"."payment_terms_days" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"processor" text NOT NULL,
	"processor_payout_id" text NOT NULL,
	"external_id" text,
	"currency" text NOT NULL,
	"paid_out_amount_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"gross_payments_amount_cents" bigint DEFAULT 0 NOT NULL,
	"total_refunds_amount_cents" bigint DEFAULT 0 NOT NULL,
	"additional_refunds_amount_cents" bigint,
	"expected_net_amount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_variance_cents" bigint DEFAULT 0 NOT NULL,
	"net_amount_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reconciliation_status" text DEFAULT 'unreconciled' NOT NULL,
	"deposit_account_id" uuid,
	"completed_at" timestamp with time zone,
	"reference_number" text,
	"memo" text,
	"settlement_file_id" uuid,
	"journal_entry_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'in_transit', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "payouts_reconciliation_status_check" CHECK ("payouts"."reconciliation_status" in ('unreconciled', 'partially_reconciled', 'fully_reconciled')),
	CONSTRAINT "payouts_amounts_check" CHECK ("payouts"."paid_out_amount_cents" >= 0 and "payouts"."fee_cents" >= 0 and "payouts"."gross_payments_amount_cents" >= 0
        and "payouts"."total_refunds_amount_cents" >= 0 and coalesce("payouts"."additional_refunds_amount_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"external_id" text,
	"description" text,
	"product" text,
	"quantity" numeric(20, 6) NOT NULL,
	"unit_price" numeric(24, 6) NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"sales_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tax_rate" numeric(12, 6) DEFAULT '0' NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "invoice_lines_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "invoice_lines_amounts_check" CHECK ("invoice_lines"."discount_cents" >= 0 and "invoice_lines"."tax_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"invoice_number" text NOT NULL,
	"invoice_type" text DEFAULT 'invoice' NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"sent_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"due_date" date,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"memo" text,
	"reference_numbers" text[] DEFAULT '{}' NOT NULL,
	"metadata" jsonb,
	"subtotal_cents" bigint NOT NULL,
	"line_discount_cents" bigint DEFAULT 0 NOT NULL,
	"additional_discount_cents" bigint DEFAULT 0 NOT NULL,
	"line_tax_cents" bigint DEFAULT 0 NOT NULL,
	"additional_sales_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_sales_taxes_cents" bigint DEFAULT 0 NOT NULL,
	"tips_cents" bigint DEFAULT 0 NOT NULL,
	"tips_account_id" uuid,
	"total_cents" bigint NOT NULL,
	"total_base_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"written_off_cents" bigint DEFAULT 0 NOT NULL,
	"outstanding_base_cents" bigint DEFAULT 0 NOT NULL,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('DRAFT', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."invoice_type" in ('invoice', 'receipt')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."subtotal_cents" >= 0 and "invoices"."line_discount_cents" >= 0 and "invoices"."additional_discount_cents" >= 0
        and "invoices"."line_tax_cents" >= 0 and "invoices"."additional_sales_taxes_cents" >= 0 and "invoices"."tips_cents" >= 0
        and "invoices"."total_cents" >= 0 and "invoices"."total_base_cents" >= 0),
	CONSTRAINT "invoices_settlement_check" CHECK ("invoices"."paid_cents" >= 0 and "invoices"."credited_cents" >= 0 and "invoices"."refunded_cents" >= 0 and "invoices"."written_off_cents" >= 0
        and "invoices"."paid_cents" + "invoices"."credited_cents" + "invoices"."written_off_cents" <= "invoices"."total_cents"
        and "invoices"."refunded_cents" <= "invoices"."paid_cents" + "invoices"."credited_cents")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"external_id" text,
	"amount_cents" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" text NOT NULL,
	"processor" text,
	"processor_payment_id" text,
	"deposit_account_id" uuid NOT NULL,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"ar_base_cents" bigint NOT NULL,
	"cash_base_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"payout_id" uuid,
	"status" text DEFAULT 'completed' NOT NULL,
	"reference" text,
	"memo" text,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0 and "invoice_payments"."fee_cents" >= 0),
	CONSTRAINT "invoice_payments_status_check" CHECK ("invoice_payments"."status" in ('pending', 'completed', 'failed', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "invoice_write_offs" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"ar_base_cents" bigint NOT NULL,
	"reason" text,
	"status" text DEFAULT 'posted' NOT NULL,
	"write_off_at" timestamp with time zone NOT NULL,
	"write_off_date" date NOT NULL,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_write_offs_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "invoice_write_offs_amount_check" CHECK ("invoice_write_offs"."amount_cents" > 0),
	CONSTRAINT "invoice_write_offs_status_check" CHECK ("invoice_write_offs"."status" in ('posted', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "customer_credit_allocations" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_credit_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"ar_base_cents" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"applied_date" date NOT NULL,
	"unapplied_at" timestamp with time zone,
	"unapplied_date" date,
	CONSTRAINT "customer_credit_allocations_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "customer_credit_allocations_amount_check" CHECK ("customer_credit_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_credit_lines" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_credit_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"sales_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	"reference_number" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb,
	CONSTRAINT "customer_credit_lines_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "customer_credit_lines_amount_check" CHECK ("customer_credit_lines"."amount_cents" >= 0 and "customer_credit_lines"."tax_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_credits" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"credit_note_number" text,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"sent_at" timestamp with time zone,
	"memo" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb,
	"source_invoice_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_base_cents" bigint NOT NULL,
	"applied_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credits_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "customer_credits_status_check" CHECK ("customer_credits"."status" in ('draft', 'sent', 'partially_applied', 'applied', 'void')),
	CONSTRAINT "customer_credits_applied_check" CHECK ("customer_credits"."total_cents" >= 0 and "customer_credits"."applied_cents" >= 0 and "customer_credits"."refunded_cents" >= 0
        and "customer_credits"."applied_cents" + "customer_credits"."refunded_cents" <= "customer_credits"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "refund_allocations" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"invoice_id" uuid,
	"customer_credit_id" uuid,
	"amount_cents" bigint NOT NULL,
	"allocated_at" timestamp with time zone NOT NULL,
	"allocation_date" date NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_allocations_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "refund_allocations_amount_check" CHECK ("refund_allocations"."amount_cents" > 0),
	CONSTRAINT "refund_allocations_target_check" CHECK (num_nonnulls("refund_allocations"."invoice_id", "refund_allocations"."customer_credit_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "refund_payments" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"external_id" text,
	"refunded_amount_cents" bigint NOT NULL,
	"refund_processing_fee_cents" bigint DEFAULT 0 NOT NULL,
	"processor" text,
	"paid_from_account_id" uuid,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"memo" text,
	"metadata" jsonb,
	"transaction_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payout_id" uuid,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payments_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "refund_payments_status_check" CHECK ("refund_payments"."status" in ('pending', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "refund_payments_amount_check" CHECK ("refund_payments"."refunded_amount_cents" > 0 and "refund_payments"."refund_processing_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"external_id" text,
	"reference_number" text,
	"currency" text NOT NULL,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"refunded_amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_dedicated" boolean DEFAULT false NOT NULL,
	"memo" text,
	"metadata" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processing', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."refunded_amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_deposit_account_fk" FOREIGN KEY ("business_id","deposit_account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_settlement_file_fk" FOREIGN KEY ("business_id","settlement_file_id") REFERENCES "public"."documents"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tips_account_fk" FOREIGN KEY ("business_id","tips_account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_deposit_account_fk" FOREIGN KEY ("business_id","deposit_account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_payout_fk" FOREIGN KEY ("business_id","payout_id") REFERENCES "public"."payouts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_allocations" ADD CONSTRAINT "customer_credit_allocations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_allocations" ADD CONSTRAINT "customer_credit_allocations_credit_fk" FOREIGN KEY ("business_id","customer_credit_id") REFERENCES "public"."customer_credits"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_allocations" ADD CONSTRAINT "customer_credit_allocations_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_lines" ADD CONSTRAINT "customer_credit_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_lines" ADD CONSTRAINT "customer_credit_lines_credit_fk" FOREIGN KEY ("business_id","customer_credit_id") REFERENCES "public"."customer_credits"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_lines" ADD CONSTRAINT "customer_credit_lines_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_source_invoice_fk" FOREIGN KEY ("business_id","source_invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_allocations" ADD CONSTRAINT "refund_allocations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_allocations" ADD CONSTRAINT "refund_allocations_refund_fk" FOREIGN KEY ("business_id","refund_id") REFERENCES "public"."refunds"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_allocations" ADD CONSTRAINT "refund_allocations_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_allocations" ADD CONSTRAINT "refund_allocations_credit_fk" FOREIGN KEY ("business_id","customer_credit_id") REFERENCES "public"."customer_credits"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_refund_fk" FOREIGN KEY ("business_id","refund_id") REFERENCES "public"."refunds"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_account_fk" FOREIGN KEY ("business_id","paid_from_account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_payout_fk" FOREIGN KEY ("business_id","payout_id") REFERENCES "public"."payouts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_external_id_key" ON "customers" USING btree ("business_id","external_id") WHERE "customers"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_business_created_idx" ON "customers" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_business_name_idx" ON "customers" USING btree ("business_id",lower("display_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_business_processor_payout_key" ON "payouts" USING btree ("business_id","processor_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_business_external_id_key" ON "payouts" USING btree ("business_id","external_id") WHERE "payouts"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_business_imported_idx" ON "payouts" USING btree ("business_id","imported_at","id");--> statement-breakpoint
CREATE INDEX "payouts_business_completed_idx" ON "payouts" USING btree ("business_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "payouts_business_status_idx" ON "payouts" USING btree ("business_id","status","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_business_invoice_line_key" ON "invoice_lines" USING btree ("business_id","invoice_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_business_external_id_key" ON "invoices" USING btree ("business_id","external_id") WHERE "invoices"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_business_number_key" ON "invoices" USING btree ("business_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_business_imported_idx" ON "invoices" USING btree ("business_id","imported_at","id");--> statement-breakpoint
CREATE INDEX "invoices_business_updated_idx" ON "invoices" USING btree ("business_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "invoices_business_status_imported_idx" ON "invoices" USING btree ("business_id","status","imported_at","id");--> statement-breakpoint
CREATE INDEX "invoices_business_customer_imported_idx" ON "invoices" USING btree ("business_id","customer_id","imported_at","id");--> statement-breakpoint
CREATE INDEX "invoices_business_due_idx" ON "invoices" USING btree ("business_id","due_at");--> statement-breakpoint
CREATE INDEX "invoices_business_sent_idx" ON "invoices" USING btree ("business_id","sent_at");--> statement-breakpoint
CREATE INDEX "invoices_business_total_idx" ON "invoices" USING btree ("business_id","total_cents");--> statement-breakpoint
CREATE INDEX "invoice_payments_business_invoice_idx" ON "invoice_payments" USING btree ("business_id","invoice_id","payment_date");--> statement-breakpoint
CREATE INDEX "invoice_payments_business_date_idx" ON "invoice_payments" USING btree ("business_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "invoice_payments_business_customer_idx" ON "invoice_payments" USING btree ("business_id","customer_id","payment_date");--> statement-breakpoint
CREATE INDEX "invoice_payments_business_payout_idx" ON "invoice_payments" USING btree ("business_id","payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_business_external_id_key" ON "invoice_payments" USING btree ("business_id","external_id") WHERE "invoice_payments"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_business_processor_payment_key" ON "invoice_payments" USING btree ("business_id","processor","processor_payment_id") WHERE "invoice_payments"."processor_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_write_offs_business_invoice_idx" ON "invoice_write_offs" USING btree ("business_id","invoice_id");--> statement-breakpoint
CREATE INDEX "customer_credit_allocations_business_credit_idx" ON "customer_credit_allocations" USING btree ("business_id","customer_credit_id");--> statement-breakpoint
CREATE INDEX "customer_credit_allocations_business_invoice_idx" ON "customer_credit_allocations" USING btree ("business_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_credit_lines_business_credit_line_key" ON "customer_credit_lines" USING btree ("business_id","customer_credit_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_credits_business_external_id_key" ON "customer_credits" USING btree ("business_id","external_id") WHERE "customer_credits"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_credits_business_customer_idx" ON "customer_credits" USING btree ("business_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_credits_business_sent_idx" ON "customer_credits" USING btree ("business_id","sent_at");--> statement-breakpoint
CREATE INDEX "customer_credits_business_created_idx" ON "customer_credits" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_credits_business_source_invoice_idx" ON "customer_credits" USING btree ("business_id","source_invoice_id");--> statement-breakpoint
CREATE INDEX "refund_allocations_business_refund_idx" ON "refund_allocations" USING btree ("business_id","refund_id");--> statement-breakpoint
CREATE INDEX "refund_allocations_business_invoice_idx" ON "refund_allocations" USING btree ("business_id","invoice_id");--> statement-breakpoint
CREATE INDEX "refund_allocations_business_credit_idx" ON "refund_allocations" USING btree ("business_id","customer_credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payments_business_external_id_key" ON "refund_payments" USING btree ("business_id","external_id") WHERE "refund_payments"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "refund_payments_business_refund_idx" ON "refund_payments" USING btree ("business_id","refund_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_payments_business_payout_idx" ON "refund_payments" USING btree ("business_id","payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_business_external_id_key" ON "refunds" USING btree ("business_id","external_id") WHERE "refunds"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_business_created_idx" ON "refunds" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_business_completed_idx" ON "refunds" USING btree ("business_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "refunds_business_customer_idx" ON "refunds" USING btree ("business_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_business_status_idx" ON "refunds" USING btree ("business_id","status","created_at");