-- Tag statuses from a CSV go through the tag data upload sessions (issue 24 §1, docs/adr/0057): a session of
-- kind 'status' stages rows whose vals hold status, reason and note, with the tag by id (mode 'tag') or by
-- index (mode 'range', index_start = index_end). Must run on PostgreSQL 15 and on PGlite.

ALTER TABLE tag_data_uploads DROP CONSTRAINT tag_data_uploads_kind_check;
ALTER TABLE tag_data_uploads ADD CONSTRAINT tag_data_uploads_kind_check
  CHECK (kind IN ('metadata', 'custom-attributes', 'status'));
