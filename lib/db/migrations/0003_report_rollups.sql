CREATE TABLE "ledger_balance_rollups" (
	"business_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"account_id" uuid NOT NULL,
	"flow_class" text NOT NULL,
	"stripe" smallint NOT NULL,
	"debit_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	CONSTRAINT "ledger_balance_rollups_business_id_period_period_start_account_id_flow_class_stripe_pk" PRIMARY KEY("business_id","period","period_start","account_id","flow_class","stripe"),
	CONSTRAINT "ledger_balance_rollups_period_check" CHECK ("ledger_balance_rollups"."period" in ('day', 'month', 'year')),
	CONSTRAINT "ledger_balance_rollups_flow_class_check" CHECK ("ledger_balance_rollups"."flow_class" in ('cash', 'operating_profit', 'non_cash_adjustment', 'working_capital', 'investing', 'financing', 'excluded'))
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "flow_class" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "cash_flow_hint" text;--> statement-breakpoint
ALTER TABLE "ledger_balance_rollups" ADD CONSTRAINT "ledger_balance_rollups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balance_rollups" ADD CONSTRAINT "ledger_balance_rollups_account_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."accounts"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_flow_class_check" CHECK ("journal_lines"."flow_class" in ('cash', 'operating_profit', 'non_cash_adjustment', 'working_capital', 'investing', 'financing', 'excluded'));--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_cash_flow_hint_check" CHECK ("journal_lines"."cash_flow_hint" in ('investing', 'financing'));--> statement-breakpoint
-- The cash flow classification of lib/ledger/classify-cash-flows.ts in SQL, for the lines posted before it existed.
-- Kept as a function so a test can hold it against what postJournalEntry stores (lib/reports/rollups.test.ts).
CREATE FUNCTION "journal_line_flow_classes"(p_business_id uuid DEFAULT NULL)
RETURNS TABLE (business_id uuid, line_id uuid, flow_class text) LANGUAGE sql STABLE AS $$
  WITH facts AS (
    SELECT l.business_id, l.id AS line_id, l.entry_id, l.credit_cents - l.debit_cents AS inflow,
      coalesce(a.cash_flow_tag = 'cash_equivalent', false) AS is_cash,
      a.classification IN ('revenue', 'cost_of_sales', 'expense', 'other_income') AS is_profit_or_loss,
      CASE
        WHEN a.classification IN ('revenue', 'cost_of_sales', 'expense', 'other_income') THEN
          CASE WHEN a.cash_flow_tag = 'disposal' THEN 'investing' ELSE 'operating_profit' END
        WHEN l.cash_flow_hint IS NOT NULL THEN l.cash_flow_hint
        WHEN a.cash_flow_tag = 'non_cash' THEN 'non_cash'
        WHEN a.classification = 'non_current_asset' THEN 'investing'
        WHEN a.classification IN ('current_asset', 'current_liability') THEN 'working_capital'
        ELSE 'financing'
      END AS activity,
      CASE
        WHEN a.classification = 'non_current_asset' THEN 'investing'
        WHEN a.classification IN ('current_asset', 'current_liability') THEN 'working_capital'
        ELSE 'financing'
      END AS by_classification
    FROM journal_lines l
    JOIN accounts a ON a.business_id = l.business_id AND a.id = l.account_id
    WHERE p_business_id IS NULL OR l.business_id = p_business_id
  ),
  entries AS (
    SELECT f.business_id, f.entry_id, bool_or(f.is_cash) AS has_cash,
      bool_or(NOT f.is_cash AND f.activity IN ('investing', 'financing')) AS has_investing_or_financing
    FROM facts f GROUP BY f.business_id, f.entry_id
  ),
  marked AS (
    SELECT f.*, e.has_cash,
      NOT f.is_cash AND (f.activity IN ('investing', 'financing')
        OR (f.activity = 'non_cash' AND e.has_investing_or_financing)) AS is_candidate
    FROM facts f JOIN entries e ON e.business_id = f.business_id AND e.entry_id = f.entry_id
  ),
  residues AS (
    SELECT m.business_id, m.entry_id, coalesce(sum(m.inflow) FILTER (WHERE m.is_candidate), 0) AS residue
    FROM marked m GROUP BY m.business_id, m.entry_id
  )
  SELECT m.business_id, m.line_id,
    CASE
      WHEN m.is_cash THEN 'cash'
      WHEN m.has_cash THEN CASE WHEN m.activity = 'non_cash' THEN m.by_classification ELSE m.activity END
      WHEN NOT m.is_candidate THEN CASE WHEN m.activity = 'non_cash' THEN 'non_cash_adjustment' ELSE m.activity END
      WHEN r.residue = 0 THEN 'excluded'
      WHEN m.is_profit_or_loss THEN 'operating_profit'
      ELSE 'non_cash_adjustment'
    END
  FROM marked m JOIN residues r ON r.business_id = m.business_id AND r.entry_id = m.entry_id
$$;
--> statement-breakpoint
-- Journal lines are append-only (0001); this one backfill of a new derived column is the exception.
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
UPDATE "journal_lines" l SET "flow_class" = f.flow_class
  FROM "journal_line_flow_classes"() f
  WHERE l.business_id = f.business_id AND l.id = f.line_id;--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
ALTER TABLE "journal_lines" ALTER COLUMN "flow_class" SET NOT NULL;--> statement-breakpoint
INSERT INTO "ledger_balance_rollups"
  ("business_id", "period", "period_start", "account_id", "flow_class", "stripe", "debit_cents", "credit_cents")
SELECT l.business_id, p.period, p.period_start, l.account_id, l.flow_class, 0, sum(l.debit_cents), sum(l.credit_cents)
FROM "journal_lines" l
CROSS JOIN LATERAL (VALUES
  ('day', l.entry_date),
  ('month', date_trunc('month', l.entry_date)::date),
  ('year', date_trunc('year', l.entry_date)::date)) AS p(period, period_start)
GROUP BY l.business_id, p.period, p.period_start, l.account_id, l.flow_class;
