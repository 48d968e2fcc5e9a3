-- A range change is one row naming the collection and its index range, not a row per tag: blacklisting a million
-- tags writes one row instead of a million (ADR 0059). A tag's history reads its own rows and the range rows that
-- cover it, and takes a range row's "from" from the change before it (tag-status-repository.ts).

ALTER TABLE tag_status_changes ALTER COLUMN tag_id DROP NOT NULL;
ALTER TABLE tag_status_changes ALTER COLUMN from_status DROP NOT NULL;
ALTER TABLE tag_status_changes ADD COLUMN collection_id uuid REFERENCES collections (id) ON DELETE CASCADE;
ALTER TABLE tag_status_changes ADD COLUMN from_index bigint;
ALTER TABLE tag_status_changes ADD COLUMN to_index bigint;
ALTER TABLE tag_status_changes ADD CONSTRAINT tag_status_changes_one_tag_or_one_range CHECK (
  (tag_id IS NOT NULL AND from_status IS NOT NULL AND collection_id IS NULL AND from_index IS NULL AND to_index IS NULL)
  OR (tag_id IS NULL AND from_status IS NULL AND collection_id IS NOT NULL AND from_index >= 0 AND to_index >= from_index)
);
CREATE INDEX tag_status_changes_range_idx ON tag_status_changes (collection_id, from_index)
  WHERE collection_id IS NOT NULL;
