-- Project API keys (001 §3): a machine caller's credential for one project, limited to its scopes.
-- The secret is shown once at creation; only its SHA-256 is kept. `prefix` is the non-secret
-- lookup id that also appears in the key itself, so a key is found by index and then compared
-- in constant time. Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Permission names (src/schemas/roles.ts); checked against the owner's rights when the key is created.
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
  prefix char(12) NOT NULL UNIQUE CHECK (prefix ~ '^[0-9a-f]{12}$'),
  secret_hash char(64) NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_project_id_idx ON api_keys (project_id, created_at DESC) WHERE revoked_at IS NULL;
CREATE INDEX api_keys_owner_user_id_idx ON api_keys (owner_user_id);
