CREATE TABLE "document_contents" (
	"business_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "document_contents_business_id_document_id_pk" PRIMARY KEY("business_id","document_id")
);
--> statement-breakpoint
-- Documents stored before this migration are on the local disk (the only storage then); new ones name their own.
ALTER TABLE "documents" ADD COLUMN "storage" text DEFAULT 'disk' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "storage" SET DEFAULT 'postgres';--> statement-breakpoint
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_document_fk" FOREIGN KEY ("business_id","document_id") REFERENCES "public"."documents"("business_id","id") ON DELETE cascade ON UPDATE no action;