import type { TestApp } from './test-app.js';

/** A verified user who logs in with the demo password; `companyId` null for someone without a company. */
export async function addUser(
  t: TestApp,
  email: string,
  companyId: string | null,
  { verified = true, daysAgo = 0 }: { verified?: boolean; daysAgo?: number } = {},
): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, company_id, is_verified, created_at)
     SELECT $1, password_hash, 'Test', 'User', $2, $3, now() - make_interval(days => $4)
     FROM users WHERE email = 'guest@demo.test'
     RETURNING id`,
    [email, companyId, verified, daysAgo],
  );
  if (!row) throw new Error('the demo users are missing');
  return row.id;
}
