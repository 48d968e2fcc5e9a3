-- Accounts, roles, projects and collections; sessions and login throttling.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name varchar(100) NOT NULL,
  domain varchar(100) NOT NULL DEFAULT '',
  description varchar(200) NOT NULL DEFAULT '',
  max_fingerprints bigint NOT NULL DEFAULT 0 CHECK (max_fingerprints >= 0),
  total_fingerprint_count bigint NOT NULL DEFAULT 0 CHECK (total_fingerprint_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Rows of permissions, roles and role_permissions come from src/schemas/roles.ts (synced at start).
CREATE TABLE permissions (
  name text PRIMARY KEY,
  description text NOT NULL,
  type text NOT NULL CHECK (type IN ('system', 'projects'))
);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('system', 'projects')),
  UNIQUE (name, type)
);

CREATE TABLE role_permissions (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_name text NOT NULL REFERENCES permissions (name) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_name)
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email varchar(254) NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  first_name varchar(100),
  last_name varchar(100) NOT NULL DEFAULT '',
  is_verified boolean NOT NULL DEFAULT false,
  company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  role_id integer NOT NULL DEFAULT 1 REFERENCES roles (id),
  -- 1 ADMIN, 2 SUPER_USER. System role ids are pinned to the same numbers, hence the check.
  system_role smallint NOT NULL DEFAULT 1 CHECK (system_role IN (1, 2)),
  accepted_terms_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (role_id = system_role)
);
CREATE INDEX users_company_id_idx ON users (company_id);

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name varchar(100) NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_company_id_idx ON projects (company_id);

CREATE TABLE user_projects (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, project_id)
);
CREATE INDEX user_projects_project_id_idx ON user_projects (project_id);

CREATE TABLE collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name varchar(255) NOT NULL,
  tag_count bigint NOT NULL DEFAULT 0 CHECK (tag_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collections_project_id_created_at_idx ON collections (project_id, created_at DESC);

-- Opaque refresh tokens, stored as sha256 hex. A family is one login; rotation adds to it.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_id_idx ON refresh_tokens (user_id);

-- Failed logins, keyed 'email:<address>' or 'ip:<address>'; in the database so every API process sees them.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key_created_at_idx ON login_attempts (key, created_at);
CREATE INDEX login_attempts_created_at_idx ON login_attempts (created_at);
