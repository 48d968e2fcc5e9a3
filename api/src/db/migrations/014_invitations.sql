-- Invitations (000 §3): a link sent by email whose token is stored as sha256 hex only, single use,
-- expiring; and the outbox every email is written to (DESIGN: no SMTP needed to run the console).
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash char(64) NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN (
    'VERIFY_ACCOUNT', 'INVITE_COMPANY_USER', 'RESET_PASSWORD', 'PROJECT:NEW_EXTERNAL_USER:USER', 'MIGRATE'
  )),
  email varchar(254) NOT NULL CHECK (email = lower(email)),
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  project_id uuid REFERENCES projects (id) ON DELETE CASCADE,
  project_role_id integer REFERENCES roles (id),
  user_id_from uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Set when the email already belongs to a user: the landing sends them to log in, not to register.
  recipient_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  is_active boolean NOT NULL DEFAULT true,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'PROJECT:NEW_EXTERNAL_USER:USER' OR (project_id IS NOT NULL AND project_role_id IS NOT NULL))
);
CREATE INDEX invitations_project_id_idx ON invitations (project_id, created_at DESC) WHERE project_id IS NOT NULL;
CREATE INDEX invitations_company_id_idx ON invitations (company_id, created_at DESC);
CREATE INDEX invitations_email_idx ON invitations (email);

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address varchar(254) NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_to_address_idx ON email_outbox (to_address, created_at DESC);
