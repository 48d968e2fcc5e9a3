-- Alert rules (issue 24 §3): which flagged scans of a project matter and whom to tell. A scan that an enabled rule
-- matches opens (or joins) its tag's case, queues a scan.flagged webhook message and its emails, all in the scan's
-- transaction. The allowed values live in shared/src/contracts/alerts.ts; the checks repeat them.

CREATE TABLE alert_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  -- The scoring rules whose reasons it reacts to; empty: every reason.
  reasons text[] NOT NULL DEFAULT '{}' CHECK (
    reasons <@ ARRAY['impossibleTravel', 'tooManyScans', 'outsideMarket', 'tagStatus', 'matchFailures']
  ),
  min_score integer NOT NULL DEFAULT 1 CHECK (min_score BETWEEN 1 AND 100),
  -- Collections of the project; empty: all of them. Kept as ids (a removed collection simply matches nothing).
  collection_ids uuid[] NOT NULL DEFAULT '{}',
  -- Members emailed; someone who leaves the project is no longer emailed (checked when a message is composed).
  recipient_ids uuid[] NOT NULL DEFAULT '{}',
  frequency text NOT NULL DEFAULT 'immediately' CHECK (frequency IN ('immediately', 'hourly', 'daily')),
  webhooks boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (cardinality(recipient_ids) > 0 OR webhooks)
);
CREATE INDEX alert_rules_project_idx ON alert_rules (project_id, created_at) WHERE enabled;

-- One email to one member for one rule and period: immediate alerts have a period that ends when the scan is
-- stored, digests one that ends at the next hour or midnight. The alert worker sends each once, in the
-- transaction that marks it sent, so it survives restarts and two processes never both send it. A flag that
-- arrives while its digest is being sent finds no unsent one and starts another for the same period.
CREATE TABLE alert_emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rule_id uuid NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('immediately', 'hourly', 'daily')),
  due_at timestamptz NOT NULL,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX alert_emails_open_idx ON alert_emails (rule_id, user_id, due_at) WHERE sent_at IS NULL;
CREATE INDEX alert_emails_due_idx ON alert_emails (due_at) WHERE sent_at IS NULL;

-- The flagged scans an email tells of, with what it says of each (tag, place, reasons, case), as of the flag.
CREATE TABLE alert_email_scans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  alert_email_id uuid NOT NULL REFERENCES alert_emails (id) ON DELETE CASCADE,
  alert jsonb NOT NULL
);
CREATE INDEX alert_email_scans_email_idx ON alert_email_scans (alert_email_id, id);
