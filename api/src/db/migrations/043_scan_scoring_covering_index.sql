-- Issue 24 §2 (ADR 0062): the scoring of a batch reads each scanned tag's scans of the last 30 days. The index of 038
-- found them, but each was then read from its table page, one random page a scan: at 1,000,000 stored scans that
-- was the largest part of what rules cost an ingest batch. The index now carries every column scoring reads, so an
-- index-only scan answers it, wherever the table's pages are all-visible (vacuumed). Must run on PostgreSQL 15 and on
-- PGlite (PostgreSQL 18).
DROP INDEX IF EXISTS scan_events_tag_id_created_at_idx;
CREATE INDEX scan_events_tag_id_created_at_idx ON scan_events (tag_id, created_at DESC)
  INCLUDE (client_scan_id, city, country, client_location_lat, client_location_long, client_session_id, scan_status)
  WHERE tag_id IS NOT NULL;
