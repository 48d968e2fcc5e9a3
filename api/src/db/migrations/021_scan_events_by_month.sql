-- Scan events in monthly range partitions on created_at (issue 10, storage for volume), on PostgreSQL 15 and on
-- PGlite (PostgreSQL 18) alike. A month's scans sit in their own table: a query over a date range reads only the
-- months it covers, and an old month can later be dropped whole instead of deleted row by row.
--
-- Unique keys of a partitioned table must hold the partition key, so `client_scan_id UNIQUE` cannot stay on
-- scan_events: a re-sent scan may carry another createdAt. Every insert claims the id in scan_event_client_ids in
-- the same statement and stores only the scans whose id it claimed (scan-events-repository.ts).
--
-- Months are made by scan_events_add_month(at) before scans of that month are stored (scan-event-partitions.ts);
-- scans of a month without its table land in scan_events_default, and making the month later moves them into it.

ALTER TABLE scan_events RENAME TO scan_events_unpartitioned;
ALTER INDEX scan_events_pkey RENAME TO scan_events_unpartitioned_pkey;
ALTER INDEX scan_events_client_scan_id_key RENAME TO scan_events_unpartitioned_client_scan_id_key;
ALTER INDEX scan_events_project_id_created_at_idx RENAME TO scan_events_unpartitioned_project_id_created_at_idx;

CREATE TABLE scan_events (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  collection_id uuid REFERENCES collections (id) ON DELETE SET NULL,
  tag_id uuid,
  client_scan_id text NOT NULL,
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
  match_data jsonb,
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);
-- Project + time, holding every column the analytics panels and the map count or filter on besides the JSON ones,
-- so a panel over a million scans reads this index alone (an index-only scan, once VACUUM has marked the pages).
CREATE INDEX scan_events_project_id_created_at_idx ON scan_events (project_id, created_at DESC)
  INCLUDE (tag_id, collection_id, city, country, client_agent, rule_status, geolocation_enabled,
           client_location_lat, client_location_long);
CREATE TABLE scan_events_default PARTITION OF scan_events DEFAULT;

CREATE TABLE scan_event_client_ids (client_scan_id text PRIMARY KEY);

-- Makes the table of the month (UTC) holding `moment`, unless it exists. Bounds are UTC instants, so sessions in other
-- time zones agree on them. The lock makes concurrent API processes take turns instead of failing.
CREATE FUNCTION scan_events_add_month(moment timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamp := date_trunc('month', moment AT TIME ZONE 'UTC');
  lower_bound timestamptz := month_start AT TIME ZONE 'UTC';
  upper_bound timestamptz := (month_start + interval '1 month') AT TIME ZONE 'UTC';
  partition_name text := 'scan_events_' || to_char(month_start, 'YYYY_MM');
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727100021);
  -- Read pg_class itself, not the cached name lookup: another process may have made the month while we waited.
  IF EXISTS (SELECT FROM pg_class WHERE relname = partition_name AND relnamespace = current_schema()::regnamespace) THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE scan_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', partition_name);
  EXECUTE format(
    'WITH moved AS (DELETE FROM scan_events_default WHERE created_at >= %L AND created_at < %L RETURNING *)
     INSERT INTO %I SELECT * FROM moved',
    lower_bound, upper_bound, partition_name);
  EXECUTE format('ALTER TABLE scan_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
    partition_name, lower_bound, upper_bound);
END
$$;

SELECT scan_events_add_month(moment)
FROM (SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS moment
      FROM scan_events_unpartitioned
      UNION SELECT now() UNION SELECT now() + interval '1 month') AS months;

INSERT INTO scan_events (id, project_id, collection_id, tag_id, client_scan_id, created_at, city, country,
                         client_location_lat, client_location_long, geolocation_enabled, client_session_id,
                         client_agent, scan_status, rule_status, tag_metadata, hook_data, user_agent, detect_data,
                         match_data)
SELECT id, project_id, collection_id, tag_id, client_scan_id, created_at, city, country,
       client_location_lat, client_location_long, geolocation_enabled, client_session_id,
       client_agent, scan_status, rule_status, tag_metadata, hook_data, user_agent, detect_data, match_data
FROM scan_events_unpartitioned;
INSERT INTO scan_event_client_ids (client_scan_id) SELECT client_scan_id FROM scan_events_unpartitioned;

DROP TABLE scan_events_unpartitioned;
