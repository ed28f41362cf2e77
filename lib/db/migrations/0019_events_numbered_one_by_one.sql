-- 0016's trigger numbered a transaction's provisional events in one go: it counted the business's events from
-- PROVISIONAL_EVENT_SEQUENCE up, then renumbered them. Renumbering leaves each provisional version behind, dead, in
-- the primary key's index until a vacuum, and both range scans visited those of the commits before: in the bench,
-- 0.4-0.8 ms per commit of a busy business, spent while it held the business's counter row.
--
-- Each provisional event's own call now takes the next number and renumbers its row by its exact key, so a commit
-- reads only its own events, whatever dead versions lie around. Calls run in the order the events were inserted, so
-- numbers follow it as before (the provisional numbers grow in that order too); they stay gapless, per business, in
-- commit order (the counter row stays locked until the commit is visible), and a rolled-back event queues no call.
-- An event no longer there under its provisional number when its call runs (deleted or renumbered in its own
-- transaction) gives its number back.
--
-- The renumbering finds its row by the primary key once "events" has statistics. Planned on a table never analyzed
-- (a brand-new database), PostgreSQL may read it through (business_id, created_at) and walk the business's events
-- until autovacuum first analyzes the table; a database in service has them (the bench seeds events for that reason).
CREATE OR REPLACE FUNCTION "number_events_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  numbered bigint;
BEGIN
  INSERT INTO "event_sequences" AS "counter" ("business_id", "last_sequence") VALUES (NEW."business_id", 1)
    ON CONFLICT ("business_id") DO UPDATE SET "last_sequence" = "counter"."last_sequence" + 1
    RETURNING "last_sequence" INTO numbered;
  UPDATE "events" SET "sequence" = numbered
    WHERE "business_id" = NEW."business_id" AND "sequence" = NEW."sequence";
  IF NOT FOUND THEN
    UPDATE "event_sequences" SET "last_sequence" = "last_sequence" - 1 WHERE "business_id" = NEW."business_id";
  END IF;
  RETURN NULL;
END
$$;
