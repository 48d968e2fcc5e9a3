-- Login attempts as one counter per key and window, counted and checked in one statement (a row
-- lock per key), so a parallel burst cannot slip past the limit. Replaces the row-per-attempt log.
DROP TABLE login_attempts;

CREATE TABLE login_counters (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  attempts integer NOT NULL CHECK (attempts >= 0)
);
CREATE INDEX login_counters_window_started_at_idx ON login_counters (window_started_at);
