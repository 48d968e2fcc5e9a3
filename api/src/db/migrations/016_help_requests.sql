-- Requests sent from /need-help (000 §2): kept here and emailed to the support address through the outbox.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

CREATE TABLE help_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reply_to varchar(254) NOT NULL,
  subject varchar(200) NOT NULL,
  message text NOT NULL CHECK (length(message) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_requests_created_at_idx ON help_requests (created_at DESC);
