import type { Db } from '../../db/db.js';
import type { AlertFrequency, AlertRule } from 'shared/contracts/alerts';
import type { ProtectionRule } from 'shared/contracts/protection';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface RuleRow {
  id: string;
  name: string;
  reasons: ProtectionRule[];
  min_score: number;
  collection_ids: string[];
  recipient_ids: string[];
  frequency: AlertFrequency;
  webhooks: boolean;
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

const RULE_COLUMNS = `id, name, reasons, min_score, collection_ids, recipient_ids, frequency, webhooks, enabled,
  ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at`;

const toRule = (row: RuleRow): AlertRule => ({
  id: row.id,
  name: row.name,
  reasons: row.reasons,
  minScore: row.min_score,
  collectionIds: row.collection_ids,
  recipientIds: row.recipient_ids,
  frequency: row.frequency,
  webhooks: row.webhooks,
  enabled: row.enabled,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type AlertRuleFields = Omit<AlertRule, 'id' | 'createdAt' | 'updatedAt'>;

export async function listRules(db: Db, projectId: string): Promise<AlertRule[]> {
  const rows = await db.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM alert_rules WHERE project_id = $1 ORDER BY created_at, id`,
    [projectId],
  );
  return rows.map(toRule);
}

export async function findRule(db: Db, projectId: string, id: string): Promise<AlertRule | undefined> {
  const [row] = await db.query<RuleRow>(`SELECT ${RULE_COLUMNS} FROM alert_rules WHERE id = $1 AND project_id = $2`, [
    id,
    projectId,
  ]);
  return row && toRule(row);
}

/** A rule's fields in the column order of the statements below. */
const fieldValues = (rule: AlertRuleFields) => [
  rule.name,
  rule.reasons,
  rule.minScore,
  rule.collectionIds,
  rule.recipientIds,
  rule.frequency,
  rule.webhooks,
  rule.enabled,
];

export async function insertRule(
  db: Db,
  projectId: string,
  rule: AlertRuleFields,
  createdBy: string | null,
): Promise<AlertRule> {
  const [row] = await db.query<RuleRow>(
    `INSERT INTO alert_rules (project_id, created_by, name, reasons, min_score, collection_ids, recipient_ids,
       frequency, webhooks, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${RULE_COLUMNS}`,
    [projectId, createdBy, ...fieldValues(rule)],
  );
  return toRule(row!);
}

/** Replaces every field (the service merges a change into the stored rule first). */
export async function updateRule(db: Db, projectId: string, id: string, rule: AlertRuleFields): Promise<AlertRule> {
  const [row] = await db.query<RuleRow>(
    `UPDATE alert_rules SET name = $3, reasons = $4, min_score = $5, collection_ids = $6, recipient_ids = $7,
       frequency = $8, webhooks = $9, enabled = $10, updated_at = now()
     WHERE id = $1 AND project_id = $2 RETURNING ${RULE_COLUMNS}`,
    [id, projectId, ...fieldValues(rule)],
  );
  return toRule(row!);
}

export async function deleteRule(db: Db, projectId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM alert_rules WHERE id = $1 AND project_id = $2 RETURNING 1', [id, projectId]);
  return rows.length > 0;
}

/** Which of these users are members of the project. */
export async function projectMembersAmong(db: Db, projectId: string, userIds: string[]): Promise<Set<string>> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM user_projects WHERE project_id = $1 AND user_id = ANY ($2::uuid[])',
    [projectId, userIds],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** Which of these collections belong to the project. */
export async function projectCollectionsAmong(
  db: Db,
  projectId: string,
  collectionIds: string[],
): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM collections WHERE project_id = $1 AND id = ANY ($2::uuid[])',
    [projectId, collectionIds],
  );
  return new Set(rows.map((row) => row.id));
}

/** The project's enabled rules, as a scan is matched against them. */
export async function enabledRules(db: Db, projectId: string): Promise<AlertRule[]> {
  const rows = await db.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM alert_rules WHERE project_id = $1 AND enabled ORDER BY created_at, id`,
    [projectId],
  );
  return rows.map(toRule);
}

/**
 * When an email of this frequency is due, from now(): at once, at the next full hour, or at the next midnight in
 * the project's time zone.
 */
const DUE_AT = `CASE $3 WHEN 'immediately' THEN now()
  WHEN 'hourly' THEN date_trunc('hour', now()) + interval '1 hour'
  ELSE (date_trunc('day', now() AT TIME ZONE $5) + interval '1 day') AT TIME ZONE $5 END`;

/** Adds a flagged scan to the unsent email of this rule and member that is due next, starting one if none is. */
export async function addToAlertEmail(
  db: Db,
  input: { ruleId: string; userId: string; frequency: AlertFrequency; timeZone: string; alert: unknown },
): Promise<void> {
  await db.query(
    `WITH email AS (
       INSERT INTO alert_emails (rule_id, user_id, frequency, due_at) VALUES ($1, $2, $3, ${DUE_AT})
       ON CONFLICT (rule_id, user_id, due_at) WHERE sent_at IS NULL DO UPDATE SET frequency = excluded.frequency
       RETURNING id)
     INSERT INTO alert_email_scans (alert_email_id, alert) SELECT id, $4 FROM email`,
    [input.ruleId, input.userId, input.frequency, JSON.stringify(input.alert), input.timeZone],
  );
}

export interface DueAlertEmail {
  id: string;
  frequency: AlertFrequency;
  rule_name: string;
  project_id: string;
  project_name: string;
  /** null once the member left the project: the email is then dropped. */
  email: string | null;
  alerts: unknown[] | string;
}

/**
 * Takes up to `limit` due emails for this transaction: another process skips them meanwhile, and since they are
 * marked sent in the same transaction as their outbox messages are written, each is written once.
 */
export async function takeDueAlertEmails(db: Db, limit: number): Promise<DueAlertEmail[]> {
  return db.query<DueAlertEmail>(
    `WITH due AS (
       SELECT id FROM alert_emails WHERE sent_at IS NULL AND due_at <= now()
       ORDER BY due_at LIMIT $1 FOR UPDATE SKIP LOCKED),
     sent AS (UPDATE alert_emails a SET sent_at = now() FROM due WHERE a.id = due.id
       RETURNING a.id, a.rule_id, a.user_id, a.frequency)
     SELECT s.id, s.frequency, r.name AS rule_name, p.id AS project_id, p.name AS project_name, u.email,
       (SELECT json_agg(x.alert ORDER BY x.id) FROM alert_email_scans x WHERE x.alert_email_id = s.id) AS alerts
     FROM sent s
     JOIN alert_rules r ON r.id = s.rule_id
     JOIN projects p ON p.id = r.project_id
     LEFT JOIN user_projects up ON up.project_id = p.id AND up.user_id = s.user_id
     LEFT JOIN users u ON u.id = up.user_id`,
    [limit],
  );
}
