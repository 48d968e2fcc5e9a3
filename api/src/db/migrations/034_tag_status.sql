-- Tag status: a tag is active once ordered, and a brand may make it inactive or blacklist it. Every change
-- is kept: who (a user, an API key, or a rule), when, from and to, why. The allowed values live in
-- shared/src/contracts/tag-status.ts; the checks repeat them so no other writer can store others.

ALTER TABLE tags ADD COLUMN status text NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'inactive', 'blacklisted'));

CREATE TABLE tag_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  from_status text NOT NULL CHECK (from_status IN ('active', 'inactive', 'blacklisted')),
  to_status text NOT NULL CHECK (to_status IN ('active', 'inactive', 'blacklisted')),
  reason text CHECK (reason IN ('counterfeit_seen', 'stolen_stock', 'damaged_or_misprinted', 'duplicate', 'other')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  source text NOT NULL CHECK (source IN ('tag', 'range', 'file', 'rule')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_status <> to_status),
  CHECK (to_status <> 'blacklisted' OR reason IS NOT NULL)
);
CREATE INDEX tag_status_changes_tag_idx ON tag_status_changes (tag_id, id DESC);
