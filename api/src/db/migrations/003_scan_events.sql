-- Scan events: one row per consumer scan of a tag (001 §3 "Scan event"), read by project analytics.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
-- tag_id is null when detection failed before a tag was identified; the console drops those (001 §7).
-- client_scan_id is the scanner's own id: re-sent scans are stored once.

CREATE TABLE scan_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  collection_id uuid REFERENCES collections (id) ON DELETE SET NULL,
  tag_id uuid,
  client_scan_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  client_location_lat double precision,
  client_location_long double precision,
  geolocation_enabled boolean NOT NULL DEFAULT false,
  client_session_id text,
  client_agent text NOT NULL DEFAULT 'OTHER'
    CHECK (client_agent IN ('WECHAT', 'WEBSCANNER', 'WHATSAPP', 'NATIVESCANNER_IOS', 'NATIVESCANNER_ANDROID', 'OTHER')),
  scan_status text NOT NULL CHECK (scan_status IN ('SUCCESS', 'DETECT_FAILED', 'MATCH_FAILED')),
  rule_status text,
  tag_metadata jsonb,
  hook_data jsonb,
  user_agent jsonb,
  detect_data jsonb,
  match_data jsonb
);
CREATE INDEX scan_events_project_id_created_at_idx ON scan_events (project_id, created_at DESC);
