CREATE TABLE "journal_entries" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entry_date" date NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"memo" text,
	"reverses_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "journal_entries_source_check" CHECK ("journal_entries"."source" in ('bill', 'bill_payment', 'vendor_credit', 'invoice', 'payment', 'credit_note', 'refund', 'refund_payment', 'payout', 'write_off', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"business_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"currency" text,
	"original_amount_cents" bigint,
	CONSTRAINT "journal_lines_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "journal_lines_one_side_check" CHECK ("journal_lines"."debit_cents" >= 0 and "journal_lines"."credit_cents" >= 0 and ("journal_lines"."debit_cents" > 0) <> ("journal_lines"."credit_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_fk" FOREIGN KEY ("business_id","reverses_entry_id") REFERENCES "public"."journal_entries"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_fk" FOREIGN KEY ("business_id","entry_id") REFERENCES "public"."journal_entries"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_business_date_idx" ON "journal_entries" USING btree ("business_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "journal_entries_business_source_idx" ON "journal_entries" USING btree ("business_id","source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_business_reverses_key" ON "journal_entries" USING btree ("business_id","reverses_entry_id") WHERE "journal_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_business_account_date_idx" ON "journal_lines" USING btree ("business_id","account_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_lines_business_entry_line_key" ON "journal_lines" USING btree ("business_id","entry_id","line_no");--> statement-breakpoint
-- Double entry enforced by the database too (decisions.md §5): at commit, every entry that gained a line, or was
-- created, must have at least two lines, equal debits and credits, and lines dated like the entry. Deferred, so the
-- entry and its lines can be inserted one statement at a time inside the document's transaction.
CREATE FUNCTION "assert_journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_entry uuid;
  checked_date date;
  line_count bigint;
  total_debit numeric;
  total_credit numeric;
  misdated_lines bigint;
BEGIN
  IF TG_TABLE_NAME = 'journal_lines' THEN
    checked_entry := NEW.entry_id;
  ELSE
    checked_entry := NEW.id;
  END IF;
  SELECT e.entry_date INTO checked_date
    FROM journal_entries e WHERE e.business_id = NEW.business_id AND e.id = checked_entry;
  SELECT count(*), coalesce(sum(l.debit_cents), 0), coalesce(sum(l.credit_cents), 0),
         count(*) FILTER (WHERE l.entry_date IS DISTINCT FROM checked_date)
    INTO line_count, total_debit, total_credit, misdated_lines
    FROM journal_lines l WHERE l.business_id = NEW.business_id AND l.entry_id = checked_entry;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'journal entry % has % line(s); at least 2 are required', checked_entry, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  IF total_debit <> total_credit THEN
    RAISE EXCEPTION 'journal entry % does not balance: debits % <> credits %', checked_entry, total_debit, total_credit
      USING ERRCODE = 'check_violation';
  END IF;
  IF misdated_lines > 0 THEN
    RAISE EXCEPTION 'journal entry % has lines dated differently from the entry', checked_entry
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "assert_journal_entry_balanced"();
--> statement-breakpoint
-- An entry inserted without any line fires no line trigger; this catches it.
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "assert_journal_entry_balanced"();
--> statement-breakpoint
-- Posted entries are never changed or removed; a mistake is corrected by posting its reversal.
CREATE FUNCTION "refuse_journal_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed, post a reversing entry instead', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_journal_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_lines_append_only" BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "refuse_journal_change"();
