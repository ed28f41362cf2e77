-- The balance check of 0007 ran twice per entry when many entries are posted by one statement (batch imports,
-- issue 15): the entries' calls come first and each checks its entry, then the lines' calls come, and as only the
-- last checked entry is remembered, the first line of each entry checks it again.
--
-- An entry's own call now checks only an entry without lines (which it refuses: an entry needs two). Every line
-- queues a call of its own that checks its entry once the statement that added it is complete (at its end under
-- SET CONSTRAINTS ... IMMEDIATE, else at commit), and a line can only be added in the entry's transaction or later,
-- so an entry with a line is always checked after its last line is in, by that line's call, exactly as before.
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
    -- An entry with a line leaves the check to its lines' calls, which come after every statement that adds lines.
    PERFORM 1 FROM journal_lines l WHERE l.business_id = NEW.business_id AND l.entry_id = NEW.id LIMIT 1;
    IF FOUND THEN
      RETURN NULL;
    END IF;
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
