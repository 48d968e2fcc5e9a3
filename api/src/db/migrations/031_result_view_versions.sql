-- Result views carry a version (issue 20, docs/adr/0013-result-view-versions.md): every save adds one in the
-- same UPDATE that checks the version the editor started from, so of two saves from one version only the
-- first lands and the second is told who saved in between (updated_by) and when (updated_at).
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18). A constant default adds the columns without
-- rewriting the table; existing views start at version 1 with no known editor.
ALTER TABLE result_views
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN updated_by uuid REFERENCES users (id) ON DELETE SET NULL;
