import type { Db } from '../../db/db.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function insertOutboxEmail(db: Db, message: EmailMessage): Promise<void> {
  await db.query('INSERT INTO email_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [
    message.to,
    message.subject,
    message.text,
    message.html,
  ]);
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * Claims up to `limit` unsent messages for `leaseSeconds`: another process skips them meanwhile, and
 * takes them over if this one dies before marking them sent.
 */
export async function claimUnsent(
  db: Db,
  { limit, leaseSeconds, maxAttempts }: { limit: number; leaseSeconds: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `UPDATE email_outbox SET next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM email_outbox
       WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= now()
       ORDER BY created_at LIMIT $1
       FOR UPDATE SKIP LOCKED)
     RETURNING id, to_address, subject, text_body, html_body, attempts, created_at, sent_at`,
    [limit, leaseSeconds, maxAttempts],
  );
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.query('UPDATE email_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
}

/** Waits 2^attempts seconds (at most an hour) before the next try. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db.query(
    `UPDATE email_outbox SET last_error = $2,
       next_attempt_at = now() + make_interval(secs => least(power(2, attempts), 3600))
     WHERE id = $1`,
    [id, error.slice(0, 1000)],
  );
}

/** The newest messages to one address, for the development outbox. */
export async function listOutboxFor(db: Db, to: string, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, html_body, attempts, created_at, sent_at FROM email_outbox
     WHERE to_address = $1 ORDER BY created_at DESC LIMIT $2`,
    [to, limit],
  );
}
