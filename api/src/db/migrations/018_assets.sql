-- Image assets of a project (001 §3 Asset), used by result views and the custom hub logo.
-- The files live in the asset storage (local folder or S3), under `{id}/{original|small|thumbnail}.{extension}`;
-- a row exists only once its three files were stored. Widths and heights are those of the re-encoded files.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

CREATE TABLE assets (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name varchar(255) NOT NULL CHECK (btrim(name) <> ''),
  extension text NOT NULL CHECK (extension IN ('png', 'jpg')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  -- {"small": {"width": …, "height": …}, "thumbnail": {…}}
  formats jsonb NOT NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assets_project_id_created_at_idx ON assets (project_id, created_at DESC, id DESC);
