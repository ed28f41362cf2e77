CREATE TABLE "partner_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rate_limit_per_minute" integer DEFAULT 1200 NOT NULL,
	"allowed_origins" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"base_currency" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"classification" text NOT NULL,
	"subtype" text NOT NULL,
	"cash_flow_tag" text,
	"system_role" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "accounts_classification_check" CHECK ("accounts"."classification" in ('non_current_asset', 'current_asset', 'current_liability', 'non_current_liability', 'share_capital', 'share_premium', 'reserves', 'retained_earnings', 'revenue', 'cost_of_sales', 'expense', 'other_income')),
	CONSTRAINT "accounts_cash_flow_tag_check" CHECK ("accounts"."cash_flow_tag" in ('cash_equivalent', 'non_cash', 'disposal'))
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"bucket_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_windows_bucket_key_window_start_pk" PRIMARY KEY("bucket_key","window_start")
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_api_keys_partner_idx" ON "partner_api_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "businesses_partner_created_idx" ON "businesses" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_partner_external_id_key" ON "businesses" USING btree ("partner_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_business_code_key" ON "accounts" USING btree ("business_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_business_role_key" ON "accounts" USING btree ("business_id","system_role") WHERE "accounts"."system_role" is not null;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");