-- Global TED session view (issue 11): scans grouped by client session in the database, and the
-- third-party scan data of 001 §3 shown in Scan Details.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
-- IF NOT EXISTS: another change may add the same column first; either order leaves one column.

ALTER TABLE scan_events ADD COLUMN IF NOT EXISTS third_party_scan_response jsonb;

-- The scans of a page of sessions, each session in time order.
CREATE INDEX IF NOT EXISTS scan_events_client_session_id_created_at_idx
  ON scan_events (client_session_id, created_at) WHERE client_session_id IS NOT NULL;
