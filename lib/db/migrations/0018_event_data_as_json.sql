-- An event's data is the resource as its GET returned it: written once, read back whole by the webhook dispatcher and
-- the events API, never queried inside. As jsonb, PostgreSQL parsed every write's events into its binary tree (for a
-- batch of 500 bills, about 2 MB of JSON and a quarter of the batch's database CPU); as json it checks the text and
-- stores it as given, in the serializer's key order.
ALTER TABLE "events" ALTER COLUMN "data" SET DATA TYPE json USING "data"::json;
