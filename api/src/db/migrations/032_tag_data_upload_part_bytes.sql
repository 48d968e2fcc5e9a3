-- Tag data upload sessions (issue 20 review, docs/adr/0007): each part's size in bytes, so a session
-- is held to a total (TAG_DATA_LIMITS.uploadBytes) and not only to 10,000 parts of the body limit each.
-- Parts staged before this migration count as 0 bytes. Must run on PostgreSQL 15 and on PGlite.

ALTER TABLE tag_data_upload_parts ADD COLUMN byte_count bigint NOT NULL DEFAULT 0 CHECK (byte_count >= 0);
