-- Consumer reports (issue 24 §5): what a consumer tells the brand from the scan page, with no account (ADR 0060).
-- The project, collection, tag and scan are taken on the server from the tag's code and the page's scan, never from
-- the form. The scan is kept by id and time without a foreign key: scan_events is partitioned by month, and making
-- a month moves its rows out of the default partition (a DELETE then INSERT), which a reference would refuse.

CREATE TABLE consumer_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  collection_id uuid REFERENCES collections (id) ON DELETE SET NULL,
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  scan_event_id uuid NOT NULL,
  scanned_at timestamptz NOT NULL,
  shop text NOT NULL DEFAULT '' CHECK (char_length(shop) <= 200),
  city text NOT NULL DEFAULT '' CHECK (char_length(city) <= 100),
  country text NOT NULL DEFAULT '' CHECK (char_length(country) <= 100),
  online_url text NOT NULL DEFAULT '' CHECK (char_length(online_url) <= 2000),
  price numeric(12, 2) CHECK (price >= 0),
  currency text CHECK (currency ~ '^[A-Z]{3}$'),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
  -- Kept only when the consumer agreed to be contacted (the service refuses an email without consent).
  email text CHECK (char_length(email) <= 254),
  email_consent boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en',
  user_agent text NOT NULL DEFAULT '' CHECK (char_length(user_agent) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NULL OR email_consent),
  CHECK ((price IS NULL) = (currency IS NULL))
);
CREATE INDEX consumer_reports_project_created_idx ON consumer_reports (project_id, created_at DESC);
CREATE INDEX consumer_reports_tag_idx ON consumer_reports (tag_id, created_at DESC);

-- A photo is re-encoded by the asset checks and stored as three files (original, small, thumbnail) under
-- reports/{report}/{photo}/; this row names them. Photos are the report's, not the project's asset library.
CREATE TABLE consumer_report_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL REFERENCES consumer_reports (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  extension text NOT NULL CHECK (extension IN ('png', 'jpg')),
  width integer NOT NULL,
  height integer NOT NULL,
  size_bytes integer NOT NULL,
  -- The small and thumbnail files' sizes, as assets keep them: {"small": {"width", "height"}, "thumbnail": {…}}.
  formats jsonb NOT NULL,
  UNIQUE (report_id, position)
);
