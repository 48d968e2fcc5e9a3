-- Issue 24 §2, suspicious scans with their reasons (ADR 0062). Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
--
-- A project's protection rules: one row once an Administrator has saved them; a project without a row scores with
-- the defaults of shared/src/contracts/protection.ts as rule set version 1. `rules` is that contract's
-- ProtectionRules, checked by the API (the contract owns the shape and its bounds). Every change to the rules or
-- to a collection's markets adds one to the version, so each scan's score can be traced to what made it.
CREATE TABLE project_protection_settings (
  project_id uuid PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  rules jsonb NOT NULL,
  rule_set_version integer NOT NULL CHECK (rule_set_version >= 1),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The countries a collection is sold in, as ISO 3166-1 alpha-2 codes; empty turns the outside-market rule off.
ALTER TABLE collections ADD COLUMN markets text[] NOT NULL DEFAULT '{}'
  CHECK (array_to_string(markets, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$' AND cardinality(markets) <= 250);

-- Each scan's score (0-100), its reasons with their numbers, and the rule set version that made them. Null on
-- scans stored before scoring, and on those bulk-loaded without it (the demo seed and `pnpm seed:scans`).
ALTER TABLE scan_events
  ADD COLUMN IF NOT EXISTS score smallint CHECK (score BETWEEN 0 AND 100),
  ADD COLUMN IF NOT EXISTS reasons jsonb,
  ADD COLUMN IF NOT EXISTS rule_set_version integer;

-- A tag's earlier scans, read by the scoring of each new scan of it (the last 30 days, newest first).
CREATE INDEX IF NOT EXISTS scan_events_tag_id_created_at_idx ON scan_events (tag_id, created_at DESC)
  WHERE tag_id IS NOT NULL;

-- A rule's blacklisting names the scan that did it. No foreign key: a scan's key is (id, created_at) across the
-- monthly partitions.
ALTER TABLE tag_status_changes ADD COLUMN scan_id uuid;
ALTER TABLE tag_status_changes ADD CONSTRAINT tag_status_changes_rule_names_its_scan
  CHECK ((source = 'rule') = (scan_id IS NOT NULL));
