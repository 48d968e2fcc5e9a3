import type { Db } from '../../db/db.js';

export async function insertHelpRequest(
  db: Db,
  request: { userId: string | null; reply_to: string; subject: string; message: string },
): Promise<{ id: string; created_at: Date }> {
  const [row] = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO help_requests (user_id, reply_to, subject, message) VALUES ($1, $2, $3, $4)
     RETURNING id, created_at`,
    [request.userId, request.reply_to, request.subject, request.message],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
