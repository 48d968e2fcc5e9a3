-- The Global TED's first page over millions of scans (issue 11, `pnpm bench:ted`).
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18); on the monthly partitions of 021 each month gets its own.
--
-- /ted lists every project's scans newest first, by default only failed ones. The one time index leads with
-- project_id, so without a project the database read every scan of the window and sorted them all for 24 cards.
-- Failed scans are about one in eight: this index holds only them, newest first, with what the status filter and
-- the count read, so the page and its total come from the index alone.
CREATE INDEX scan_events_failed_created_at_idx
  ON scan_events (created_at DESC, id DESC) INCLUDE (project_id, scan_status)
  WHERE scan_status <> 'SUCCESS';

-- Other status choices (success on, or none) walk every scan in time order and stop at the page.
CREATE INDEX scan_events_created_at_idx ON scan_events (created_at DESC, id DESC);
