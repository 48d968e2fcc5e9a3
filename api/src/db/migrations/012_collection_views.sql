-- Which result view a scan of a collection's tag shows (000 §2 /result-views, §3 collection view
-- assignment): per scan state, platform and language, one entry per language the default.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18). The allowed values live in
-- src/schemas/collection-views.ts; the checks repeat them so no other writer can store others.

CREATE TABLE collection_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  view_id uuid NOT NULL REFERENCES result_views (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'positive' CHECK (state IN ('positive', 'negative')),
  platform text NOT NULL
    CHECK (platform IN ('ALL', 'WEBSCANNER', 'WECHAT', 'NATIVESCANNER_IOS', 'NATIVESCANNER_ANDROID', 'WHATSAPP')),
  language text NOT NULL
    CHECK (language IN ('en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'ja', 'vi', 'zh', 'pl', 'sv', 'ar')),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT collection_views_one_entry UNIQUE (collection_id, view_id, state, platform, language)
);

-- At most one default per language within a collection, state and platform, whatever two admins do at once.
CREATE UNIQUE INDEX collection_views_one_default
  ON collection_views (collection_id, state, platform, language) WHERE is_default;

CREATE INDEX collection_views_view_id_idx ON collection_views (view_id);
