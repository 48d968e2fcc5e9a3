-- Issue 21 §6, the spec's remaining fields (001 §3). Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
-- Scan events: authData (what the scanner's authentication step returned) and addressComponents (the place
-- the scan was located at, in parts), both as the scanner reports them, shown in TED's Scan Details.
-- Added on the partitioned parent, so every month's table gets them.
ALTER TABLE scan_events
  ADD COLUMN IF NOT EXISTS auth_data jsonb,
  ADD COLUMN IF NOT EXISTS address_components jsonb;

-- Result views: html_content_url, a page of the brand's own that the scan page links to (docs/decisions.md).
-- 255 characters like the view's other URLs (001 §5, §9).
ALTER TABLE result_views ADD COLUMN IF NOT EXISTS html_content_url varchar(255) NOT NULL DEFAULT '';
