-- The scan page honours a tag's status: a collection can assign views for scans of inactive and blacklisted tags,
-- and every scan keeps the status its tag had when it was made (null where the scan names no stored tag).

ALTER TABLE collection_views DROP CONSTRAINT collection_views_state_check;
ALTER TABLE collection_views ADD CONSTRAINT collection_views_state_check
  CHECK (state IN ('positive', 'negative', 'inactive', 'blacklisted'));

ALTER TABLE scan_events ADD COLUMN tag_status text CHECK (tag_status IN ('active', 'inactive', 'blacklisted'));
