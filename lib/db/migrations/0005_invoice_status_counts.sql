CREATE TABLE "invoice_status_counts" (
	"business_id" uuid NOT NULL,
	"status" text NOT NULL,
	"stripe" smallint NOT NULL,
	"invoice_count" bigint NOT NULL,
	CONSTRAINT "invoice_status_counts_business_id_status_stripe_pk" PRIMARY KEY("business_id","status","stripe"),
	CONSTRAINT "invoice_status_counts_stripe_check" CHECK ("invoice_status_counts"."stripe" between 0 and 15)
);
--> statement-breakpoint
ALTER TABLE "invoice_status_counts" ADD CONSTRAINT "invoice_status_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Invoices per business and status (lib/db/schema/invoice-status-counts.ts), kept in the changing transaction by
-- statement-level triggers that read the changed rows from transition tables and add the net change per status.
-- Rows are upserted in (business_id, status) order, so two writers lock counter rows in the same order.
CREATE FUNCTION "invoice_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_status_counts" AS c ("business_id", "status", "stripe", "invoice_count")
    SELECT "business_id", "status", (txid_current() % 16)::smallint, count(*) FROM new_rows
    GROUP BY "business_id", "status" ORDER BY "business_id", "status"
    ON CONFLICT ("business_id", "status", "stripe") DO UPDATE SET "invoice_count" = c."invoice_count" + excluded."invoice_count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "invoice_status_counts" AS c ("business_id", "status", "stripe", "invoice_count")
    SELECT "business_id", "status", (txid_current() % 16)::smallint, sum(delta)
    FROM (
      SELECT "business_id", "status", 1 AS delta FROM new_rows
      UNION ALL
      SELECT "business_id", "status", -1 AS delta FROM old_rows
    ) changes
    GROUP BY "business_id", "status" HAVING sum(delta) <> 0 ORDER BY "business_id", "status"
    ON CONFLICT ("business_id", "status", "stripe") DO UPDATE SET "invoice_count" = c."invoice_count" + excluded."invoice_count";
  ELSE
    INSERT INTO "invoice_status_counts" AS c ("business_id", "status", "stripe", "invoice_count")
    SELECT "business_id", "status", (txid_current() % 16)::smallint, -count(*) FROM old_rows
    GROUP BY "business_id", "status" ORDER BY "business_id", "status"
    ON CONFLICT ("business_id", "status", "stripe") DO UPDATE SET "invoice_count" = c."invoice_count" + excluded."invoice_count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_status_counts_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_status_counts_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "invoices_status_counts_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_status_counts_apply"();
--> statement-breakpoint
INSERT INTO "invoice_status_counts" ("business_id", "status", "stripe", "invoice_count")
SELECT "business_id", "status", 0, count(*) FROM "invoices" GROUP BY "business_id", "status";
