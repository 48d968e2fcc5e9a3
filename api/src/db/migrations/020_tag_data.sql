-- Per-tag metadata and custom attributes (000 §3), uploaded from CSV files in bulk (issue 9).
-- Both are flat maps of text keys to text values; custom attributes are listed as {name, value} pairs.
-- A constant default adds the columns without rewriting the table.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

ALTER TABLE tags
  ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN custom_attributes jsonb NOT NULL DEFAULT '{}'::jsonb;
