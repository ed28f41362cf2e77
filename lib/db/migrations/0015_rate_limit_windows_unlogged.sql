-- Rate-limit counters are one-minute windows, worthless after a crash: an unlogged table writes no WAL, so the upsert
-- every request makes (reads included) no longer waits for a WAL flush at its commit. A crash empties the table, which
-- only restarts the current minute's counts.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
