-- Tag data upload sessions (issue 20, docs/adr/0007): a CSV of any size goes up in parts of at most the
-- API's body limit, each staged here in its own short transaction, and is applied all or nothing by the
-- commit. Rows of a single-request upload are staged here too, inside that request's transaction.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

CREATE TABLE tag_data_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('metadata', 'custom-attributes')),
  -- 'tag' or 'range', set by the first part: every row of an upload is in one mode.
  mode text CHECK (mode IN ('tag', 'range')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX tag_data_uploads_owner_user_id_idx ON tag_data_uploads (owner_user_id);
CREATE INDEX tag_data_uploads_expires_at_idx ON tag_data_uploads (expires_at);

-- One row per part received; sending a part number again replaces that part.
CREATE TABLE tag_data_upload_parts (
  upload_id uuid NOT NULL REFERENCES tag_data_uploads (id) ON DELETE CASCADE,
  part_number integer NOT NULL,
  row_count integer NOT NULL,
  PRIMARY KEY (upload_id, part_number)
);

CREATE TABLE tag_data_upload_rows (
  upload_id uuid NOT NULL,
  part_number integer NOT NULL,
  row_number integer NOT NULL,
  tag_id uuid,
  index_start bigint,
  index_end bigint,
  vals jsonb NOT NULL,
  FOREIGN KEY (upload_id, part_number) REFERENCES tag_data_upload_parts (upload_id, part_number) ON DELETE CASCADE
);

CREATE INDEX tag_data_upload_rows_upload_id_part_number_idx ON tag_data_upload_rows (upload_id, part_number);
