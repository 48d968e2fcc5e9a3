-- Delivery state of the outbox: any API process sends unsent mail over SMTP (when SMTP_URL is set),
-- claiming rows with a lease so two processes never send one message twice.
-- Must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).

ALTER TABLE email_outbox
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX email_outbox_unsent_idx ON email_outbox (next_attempt_at) WHERE sent_at IS NULL;
