-- Cases (issue 24 §6, ADR 0063): what a brand does about one tag. A tag has at most one case that is not closed; a
-- flagged scan (an alert), a consumer report or a person opens it, and later alerts and reports of the tag join it.
-- A closed case stays as it was; the next alert opens a new one. The allowed values live in
-- shared/src/contracts/cases.ts; the checks repeat them.

CREATE TABLE cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'investigating', 'closed')),
  resolution text CHECK (resolution IN ('confirmed_counterfeit', 'false_alarm', 'no_action')),
  assignee_id uuid REFERENCES users (id) ON DELETE SET NULL,
  opened_by text NOT NULL CHECK (opened_by IN ('hand', 'alert', 'report')),
  -- Who or what opened it: the person (hand), the flagged scan (alert, by id without a foreign key: scan_events is
  -- partitioned by month, see 039) or the report.
  opened_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  opened_by_scan_id uuid,
  opened_by_report_id uuid REFERENCES consumer_reports (id) ON DELETE SET NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK ((status = 'closed') = (resolution IS NOT NULL)),
  CHECK ((status = 'closed') = (closed_at IS NOT NULL)),
  CHECK (opened_by <> 'alert' OR opened_by_scan_id IS NOT NULL)
);
-- One case per tag that is not closed: openOrFindCase inserts against it (ON CONFLICT DO NOTHING), so two scans
-- ingested at once find one case.
CREATE UNIQUE INDEX cases_open_tag_idx ON cases (tag_id) WHERE status <> 'closed';
CREATE INDEX cases_project_opened_idx ON cases (project_id, opened_at DESC, id DESC);
CREATE INDEX cases_tag_idx ON cases (tag_id, opened_at DESC);

-- What happened to a case, oldest first: opened, a note, a status change, an assignment. Who did it is the user;
-- null for what the API did itself (an alert or a report opening the case).
CREATE TABLE case_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('opened', 'note', 'status', 'assignee')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  note text CHECK (char_length(note) BETWEEN 1 AND 4000),
  from_status text CHECK (from_status IN ('open', 'investigating', 'closed')),
  to_status text CHECK (to_status IN ('open', 'investigating', 'closed')),
  resolution text CHECK (resolution IN ('confirmed_counterfeit', 'false_alarm', 'no_action')),
  assignee_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Whether closing this case blacklisted its tag (kind 'status' only).
  blacklisted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'note' OR note IS NOT NULL),
  CHECK (kind <> 'status' OR to_status IS NOT NULL)
);
CREATE INDEX case_events_case_idx ON case_events (case_id, id);
