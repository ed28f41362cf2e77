-- The deferred balance check of 0001 ran once per queued event: once for the entry and once per line, each time
-- re-reading every line of the entry (quadratic in the lines; about a fifth of a bill create's database CPU). It now
-- checks each entry once per firing: the first event of an entry checks all its lines, and the entry's other events
-- skip while that check still stands.
--
-- A check stands until a statement inserts journal lines again: a statement-level trigger counts those statements
-- in a transaction-local setting (the generation), and the check remembers the generation it saw. So a line added
-- after its entry was checked (SET CONSTRAINTS ... IMMEDIATE, then more lines) queues an event that finds a newer
-- generation and checks the entry again, exactly as before. Both settings are SET LOCAL: they end with the
-- transaction and roll back with a savepoint.
--
-- The check also refuses an entry that posts to an archived account unless it reverses another (the rule
-- postJournalEntry applies), so the rule holds even when the application resolved the accounts from its cached
-- chart (lib/ledger/resolve-account.ts) or an account was archived concurrently.
CREATE FUNCTION "count_journal_line_statements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('ledger.journal_line_statements',
    (coalesce(nullif(current_setting('ledger.journal_line_statements', true), ''), '0')::bigint + 1)::text, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- BEFORE, not AFTER: the count must move before the statement's rows exist, or an immediate check of a new line
-- could still see the old generation.
CREATE TRIGGER "journal_lines_count_statements" BEFORE INSERT ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_journal_line_statements"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "assert_journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_entry uuid;
  check_key text;
  checked_date date;
  line_count bigint;
  total_debit numeric;
  total_credit numeric;
  misdated_lines bigint;
  archived_lines bigint;
  is_reversal boolean;
BEGIN
  IF TG_TABLE_NAME = 'journal_lines' THEN
    checked_entry := NEW.entry_id;
  ELSE
    checked_entry := NEW.id;
  END IF;
  check_key := checked_entry::text || '@'
    || coalesce(nullif(current_setting('ledger.journal_line_statements', true), ''), '0');
  IF current_setting('ledger.last_balanced_entry', true) = check_key THEN
    RETURN NULL;
  END IF;
  SELECT e.entry_date, e.reverses_entry_id IS NOT NULL INTO checked_date, is_reversal
    FROM journal_entries e WHERE e.business_id = NEW.business_id AND e.id = checked_entry;
  SELECT count(*), coalesce(sum(l.debit_cents), 0), coalesce(sum(l.credit_cents), 0),
         count(*) FILTER (WHERE l.entry_date IS DISTINCT FROM checked_date),
         count(*) FILTER (WHERE a.is_archived)
    INTO line_count, total_debit, total_credit, misdated_lines, archived_lines
    FROM journal_lines l
    LEFT JOIN accounts a ON a.business_id = l.business_id AND a.id = l.account_id
    WHERE l.business_id = NEW.business_id AND l.entry_id = checked_entry;
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
  IF archived_lines > 0 AND NOT is_reversal THEN
    RAISE EXCEPTION 'journal entry % posts to an archived account', checked_entry
      USING ERRCODE = 'check_violation';
  END IF;
  PERFORM set_config('ledger.last_balanced_entry', check_key, true);
  RETURN NULL;
END;
$$;
