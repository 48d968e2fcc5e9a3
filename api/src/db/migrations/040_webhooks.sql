-- Webhooks (issue 24 §4, ADR 0061): a project's endpoints, one delivery row per event and endpoint, and every
-- attempt to send it. The event names live in shared/src/contracts/webhooks.ts; the checks repeat them.

CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (char_length(url) <= 2000),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 200),
  events text[] NOT NULL CHECK (
    cardinality(events) > 0
    AND events <@ ARRAY['scan.flagged', 'tag.status_changed', 'report.created', 'case.updated']
  ),
  -- AES-256-GCM under a key derived from the API's JWT secret: the secret must be readable to sign with it.
  secret_ciphertext text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- Why it is off: 'user' (someone turned it off) or 'failing' (every attempt failed for days).
  disabled_reason text CHECK (disabled_reason IN ('user', 'failing')),
  -- The first failed attempt since the last success; an endpoint failing long enough is turned off.
  failing_since timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (enabled = (disabled_reason IS NULL))
);
CREATE INDEX webhook_endpoints_project_idx ON webhook_endpoints (project_id, created_at);

-- One message to one endpoint. Its id is the webhook-id every attempt sends, so a receiver can drop a repeat.
-- The body is the exact text that is signed. Deliveries with one ordering key go to their endpoint in seq order.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_type text NOT NULL,
  body text NOT NULL,
  ordering_key text,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- While pending: when it may be tried next; a claim moves it forward by the lease, so a process that dies
  -- mid-send leaves it to another once the lease runs out.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Retries go on for a while from here (24 hours by default): when it was queued, or redelivered.
  retry_from timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (endpoint_id, ordering_key, seq)
  WHERE state = 'pending';
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (endpoint_id, seq DESC);

CREATE TABLE webhook_delivery_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL,
  -- The receiver's HTTP status; null when no answer came (refused address, timeout, connection error).
  status_code integer,
  duration_ms integer NOT NULL,
  error text,
  response_excerpt text NOT NULL DEFAULT ''
);
CREATE INDEX webhook_delivery_attempts_delivery_idx ON webhook_delivery_attempts (delivery_id, attempt);

-- tag.status_changed is queued by the database itself, in the statement that records the change: every writer of
-- tag_status_changes (one tag, a range, a file, a rule) queues its events in its own transaction, and none can
-- forget to. One event per row: one per tag, and one per range (with the range, not a message per tag). Ordered
-- per collection, which keeps every tag's events in order.
CREATE FUNCTION queue_tag_status_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event_type, body, ordering_key)
  SELECT e.id, 'tag.status_changed',
    jsonb_build_object(
      'type', 'tag.status_changed',
      'timestamp', to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_build_object(
        'projectId', c.project_id,
        'collectionId', c.id,
        'tagId', s.tag_id,
        'fromIndex', coalesce(s.from_index, t.sequence_number),
        'toIndex', coalesce(s.to_index, t.sequence_number),
        'from', s.from_status,
        'to', s.to_status,
        'reason', s.reason,
        'note', s.note,
        'source', s.source,
        'changedBy', CASE
          WHEN s.api_key_id IS NOT NULL THEN jsonb_build_object('kind', 'api-key', 'id', s.api_key_id)
          WHEN s.user_id IS NOT NULL THEN jsonb_build_object('kind', 'user', 'id', s.user_id)
        END,
        'changedAt', to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      )
    )::text,
    'collection:' || c.id
  FROM new_changes s
  LEFT JOIN tags t ON t.id = s.tag_id
  JOIN collections c ON c.id = coalesce(s.collection_id, t.collection_id)
  JOIN webhook_endpoints e ON e.project_id = c.project_id AND e.enabled AND 'tag.status_changed' = ANY (e.events)
  ORDER BY s.id, e.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER tag_status_changes_webhooks AFTER INSERT ON tag_status_changes
  REFERENCING NEW TABLE AS new_changes FOR EACH STATEMENT EXECUTE FUNCTION queue_tag_status_webhooks();
