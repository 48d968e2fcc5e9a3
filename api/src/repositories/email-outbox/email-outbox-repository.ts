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
