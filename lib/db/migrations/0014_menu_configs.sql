CREATE TABLE "business_menu_configs" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"menu" jsonb NOT NULL,
	"sub_menu_tabs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_menu_configs" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"menu" jsonb NOT NULL,
	"sub_menu_tabs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_menu_configs" ADD CONSTRAINT "business_menu_configs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_menu_configs" ADD CONSTRAINT "partner_menu_configs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;