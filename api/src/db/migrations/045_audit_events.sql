-- Audit log (ADR 0066): who changed what and every sign-in event, written in the transaction of the change.
-- Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. Each company's rows (and the rows of no company,
-- e.g. a failed sign-in for an unknown email) form a hash chain: prev_hash is the hash of the chain's row before,
-- hash covers the row's content and prev_hash, so an edited, removed or inserted row breaks the chain at that row.
-- No foreign keys: a record outlives what it names.

CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('user', 'api_key', 'system')),
  actor_user_id uuid,
  actor_api_key_id uuid,
  actor_rule text,
  company_id uuid,
  project_id uuid,
  action text NOT NULL,
  target_ids text[] NOT NULL DEFAULT '{}',
  changes jsonb,
  client_address text,
  user_agent text,
  request_id text,
  prev_hash text,
  hash text NOT NULL,
  CHECK (actor_kind <> 'api_key' OR actor_api_key_id IS NOT NULL),
  CHECK (actor_kind <> 'system' OR actor_rule IS NOT NULL)
);

-- Listing a company's log newest first and walking its chain both go by (company_id, id).
CREATE INDEX audit_events_company_id_idx ON audit_events (company_id, id);

CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
