CREATE TABLE "idempotency_records" (
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_owner_id_key_pk" PRIMARY KEY("owner_id","key")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"upload_source" text,
	"metadata" jsonb,
	"tags" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"company_name" text,
	"individual_name" text,
	"email" text,
	"mobile_phone" text,
	"office_phone" text,
	"address_string" text,
	"memo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"transaction_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"description" text,
	"product" text,
	"quantity" numeric(20, 6) NOT NULL,
	"unit_price" numeric(24, 6) NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"sales_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_cents" bigint NOT NULL,
	"tax_rate" numeric(12, 6) DEFAULT '0' NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "bill_lines_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"external_id" text,
	"amount_cents" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" text NOT NULL,
	"paid_from_account_id" uuid NOT NULL,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"ap_base_cents" bigint NOT NULL,
	"cash_base_cents" bigint NOT NULL,
	"reference" text,
	"memo" text,
	"is_reconciled" boolean DEFAULT false NOT NULL,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "bill_payments_amount_check" CHECK ("bill_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"bill_number" text,
	"vendor_bill_number" text,
	"purchase_order_number" text,
	"memo" text,
	"reference_numbers" text[] DEFAULT '{}' NOT NULL,
	"attachment_urls" text[] DEFAULT '{}' NOT NULL,
	"metadata" jsonb,
	"currency" text NOT NULL,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"issue_date" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"status" text DEFAULT 'received' NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"line_tax_cents" bigint NOT NULL,
	"additional_sales_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_sales_taxes_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_base_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "bills_status_check" CHECK ("bills"."status" in ('received', 'partially_paid', 'paid', 'voided')),
	CONSTRAINT "bills_settlement_check" CHECK ("bills"."paid_cents" >= 0 and "bills"."credited_cents" >= 0 and "bills"."paid_cents" + "bills"."credited_cents" <= "bills"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "vendor_credit_allocations" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vendor_credit_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"ap_base_cents" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"applied_date" date NOT NULL,
	"unapplied_at" timestamp with time zone,
	"unapplied_date" date,
	CONSTRAINT "vendor_credit_allocations_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "vendor_credit_allocations_amount_check" CHECK ("vendor_credit_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_credit_lines" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vendor_credit_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"sales_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	"reference_number" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb,
	CONSTRAINT "vendor_credit_lines_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor_credits" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"credit_note_number" text,
	"vendor_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(24, 12) DEFAULT '1' NOT NULL,
	"received_at" timestamp with time zone,
	"memo" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb,
	"source_bill_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_base_cents" bigint NOT NULL,
	"applied_cents" bigint DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_credits_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "vendor_credits_status_check" CHECK ("vendor_credits"."status" in ('draft', 'received', 'partially_applied', 'applied', 'void')),
	CONSTRAINT "vendor_credits_applied_check" CHECK ("vendor_credits"."applied_cents" >= 0 and "vendor_credits"."applied_cents" <= "vendor_credits"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_fk" FOREIGN KEY ("business_id","bill_id") REFERENCES "public"."bills"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_fk" FOREIGN KEY ("business_id","bill_id") REFERENCES "public"."bills"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_account_fk" FOREIGN KEY ("business_id","paid_from_account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_vendor_fk" FOREIGN KEY ("business_id","vendor_id") REFERENCES "public"."vendors"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_allocations" ADD CONSTRAINT "vendor_credit_allocations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_allocations" ADD CONSTRAINT "vendor_credit_allocations_credit_fk" FOREIGN KEY ("business_id","vendor_credit_id") REFERENCES "public"."vendor_credits"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_allocations" ADD CONSTRAINT "vendor_credit_allocations_bill_fk" FOREIGN KEY ("business_id","bill_id") REFERENCES "public"."bills"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_lines" ADD CONSTRAINT "vendor_credit_lines_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_lines" ADD CONSTRAINT "vendor_credit_lines_credit_fk" FOREIGN KEY ("business_id","vendor_credit_id") REFERENCES "public"."vendor_credits"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_lines" ADD CONSTRAINT "vendor_credit_lines_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credits" ADD CONSTRAINT "vendor_credits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credits" ADD CONSTRAINT "vendor_credits_vendor_fk" FOREIGN KEY ("business_id","vendor_id") REFERENCES "public"."vendors"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credits" ADD CONSTRAINT "vendor_credits_source_bill_fk" FOREIGN KEY ("business_id","source_bill_id") REFERENCES "public"."bills"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_business_owner_idx" ON "documents" USING btree ("business_id","owner_type","owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_business_external_id_key" ON "vendors" USING btree ("business_id","external_id") WHERE "vendors"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "vendors_business_name_idx" ON "vendors" USING btree ("business_id","company_name","individual_name");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_business_bill_line_key" ON "bill_lines" USING btree ("business_id","bill_id","line_no");--> statement-breakpoint
CREATE INDEX "bill_payments_business_bill_idx" ON "bill_payments" USING btree ("business_id","bill_id","payment_date");--> statement-breakpoint
CREATE INDEX "bill_payments_business_date_idx" ON "bill_payments" USING btree ("business_id","payment_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_business_external_id_key" ON "bill_payments" USING btree ("business_id","external_id") WHERE "bill_payments"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_business_external_id_key" ON "bills" USING btree ("business_id","external_id");--> statement-breakpoint
CREATE INDEX "bills_business_created_idx" ON "bills" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bills_business_vendor_idx" ON "bills" USING btree ("business_id","vendor_id","issue_date");--> statement-breakpoint
CREATE INDEX "bills_business_status_due_idx" ON "bills" USING btree ("business_id","status","due_date");--> statement-breakpoint
CREATE INDEX "bills_business_issue_date_idx" ON "bills" USING btree ("business_id","issue_date");--> statement-breakpoint
CREATE INDEX "vendor_credit_allocations_business_credit_idx" ON "vendor_credit_allocations" USING btree ("business_id","vendor_credit_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_allocations_business_bill_idx" ON "vendor_credit_allocations" USING btree ("business_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_credit_lines_business_credit_line_key" ON "vendor_credit_lines" USING btree ("business_id","vendor_credit_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_credits_business_external_id_key" ON "vendor_credits" USING btree ("business_id","external_id") WHERE "vendor_credits"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "vendor_credits_business_vendor_idx" ON "vendor_credits" USING btree ("business_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_credits_business_received_idx" ON "vendor_credits" USING btree ("business_id","received_at");--> statement-breakpoint
CREATE INDEX "vendor_credits_business_created_idx" ON "vendor_credits" USING btree ("business_id","created_at","id");