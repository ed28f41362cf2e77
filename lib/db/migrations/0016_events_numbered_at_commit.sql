-- A write's events used to take their numbers from the business's counter row (event_sequences) in the write's last
-- statement, and the row lock stayed held through the round trip back to the app and its COMMIT: under load, every
-- writer of a busy business queued behind the app's event loop. Now a write's trail goes in with provisional
-- numbers (from PROVISIONAL_EVENT_SEQUENCE up, lib/events/record-event.ts), and this deferred trigger numbers them at
-- commit: the counter row is locked only while PostgreSQL commits. Sequences stay gapless, per business, in commit
-- order (the lock is held until the commit is visible), and a rolled-back write still gives its numbers back.
-- Events inserted already numbered (recordEvent, batches) queue no trigger call.
CREATE SEQUENCE "events_provisional_sequence";--> statement-breakpoint
CREATE FUNCTION "number_events_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  appended bigint;
  last_number bigint;
BEGIN
  -- The first call for a business in a transaction numbers all of its provisional events; later calls find their
  -- row numbered already.
  PERFORM 1 FROM "events" WHERE "business_id" = NEW."business_id" AND "sequence" = NEW."sequence";
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO appended FROM "events"
    WHERE "business_id" = NEW."business_id" AND "sequence" >= 4503599627370496;
  INSERT INTO "event_sequences" AS "counter" ("business_id", "last_sequence") VALUES (NEW."business_id", appended)
    ON CONFLICT ("business_id") DO UPDATE SET "last_sequence" = "counter"."last_sequence" + excluded."last_sequence"
    RETURNING "last_sequence" INTO last_number;
  UPDATE "events" SET "sequence" = "numbered"."sequence"
    FROM (
      SELECT "sequence" AS "provisional",
        last_number - appended + row_number() OVER (ORDER BY "sequence") AS "sequence"
      FROM "events" WHERE "business_id" = NEW."business_id" AND "sequence" >= 4503599627370496
    ) AS "numbered"
    WHERE "events"."business_id" = NEW."business_id" AND "events"."sequence" = "numbered"."provisional";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_numbered_at_commit" AFTER INSERT ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."sequence" >= 4503599627370496)
  EXECUTE FUNCTION "number_events_at_commit"();
