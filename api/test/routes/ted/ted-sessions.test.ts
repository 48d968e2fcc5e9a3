import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';

const URL = '/api/events/ted/sessions';
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

interface Scan {
  id: string;
  createdAt: string;
  clientSessionId: string | null;
  scanStatus: string;
}
interface Session {
  clientSessionId: string | null;
  startedAt: string;
  endedAt: string;
  scanCount: number;
  statusCounts: Record<'SUCCESS' | 'DETECT_FAILED' | 'MATCH_FAILED', number>;
  firstScans: Scan[];
}

describeWithApp('GET /api/events/ted/sessions', (t) => {
  const after = daysAgo(59);
  const list = async (email: string, query: Record<string, string | string[]>) =>
    t.app.inject({ method: 'GET', url: URL, query, headers: await t.authHeader(email) });
  const page = async (query: Record<string, string | string[]>): Promise<{ items: Session[]; total: number }> => {
    const response = await list('super@demo.test', { createdAfter: after, ...query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('groups the scans by client session, counting every scan of a session by status', async () => {
    const { items, total } = await page({ limit: '500' });
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT COALESCE(client_session_id, id::text))::int AS n FROM scan_events WHERE created_at >= $1`,
      [after],
    );
    expect(total).toBe(row!.n);
    expect(items).toHaveLength(Math.min(total, 500));
    const counted = await t.db.query<{ session: string; n: number; success: number; detect: number; match: number }>(
      `SELECT client_session_id AS session, count(*)::int AS n,
              count(*) FILTER (WHERE scan_status = 'SUCCESS')::int AS success,
              count(*) FILTER (WHERE scan_status = 'DETECT_FAILED')::int AS detect,
              count(*) FILTER (WHERE scan_status = 'MATCH_FAILED')::int AS match
       FROM scan_events WHERE client_session_id = ANY($1::text[]) GROUP BY client_session_id`,
      [items.map((item) => item.clientSessionId)],
    );
    const bySession = new Map(counted.map((c) => [c.session, c]));
    for (const session of items) {
      const inDb = bySession.get(session.clientSessionId!)!;
      expect(session.scanCount).toBe(inDb.n);
      expect(session.statusCounts).toEqual({
        SUCCESS: inDb.success,
        DETECT_FAILED: inDb.detect,
        MATCH_FAILED: inDb.match,
      });
      expect(session.firstScans).toHaveLength(Math.min(4, inDb.n));
      expect(session.firstScans.every((scan) => scan.clientSessionId === session.clientSessionId)).toBe(true);
      const times = session.firstScans.map((scan) => Date.parse(scan.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBe(Date.parse(session.startedAt));
      expect(Date.parse(session.endedAt)).toBeGreaterThanOrEqual(times.at(-1)!);
    }
    // The demo makes sessions of up to seven scans: some need '+ N more'.
    expect(items.some((session) => session.scanCount > 4)).toBe(true);
    expect(items.some((session) => session.scanCount === 1)).toBe(true);
  });

  it('pages sessions in the database, newest by their latest scan, and oldest first on request', async () => {
    const all = await page({ limit: '30' });
    const first = await page({ limit: '10' });
    const second = await page({ limit: '20', offset: '10' });
    const ids = (sessions: Session[]) => sessions.map((session) => session.clientSessionId);
    expect([...ids(first.items), ...ids(second.items)]).toEqual(ids(all.items));
    expect(second.total).toBe(all.total);
    expect(new Set(ids(all.items)).size).toBe(30);
    const ends = all.items.map((session) => Date.parse(session.endedAt));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    expect((await page({ offset: String(all.total) })).items).toEqual([]);

    const oldest = await page({ order: 'oldest', limit: '30' });
    const starts = oldest.items.map((session) => Date.parse(session.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('keeps the sessions that hold a scan matching the filters, and still counts all their scans', async () => {
    const { items, total } = await page({ 'statuses[]': ['DETECT_FAILED'], limit: '500' });
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT COALESCE(client_session_id, id::text))::int AS n FROM scan_events
       WHERE created_at >= $1 AND scan_status = 'DETECT_FAILED'`,
      [after],
    );
    expect(total).toBe(row!.n);
    expect(total).toBeGreaterThan(0);
    expect(items.every((session) => session.statusCounts.DETECT_FAILED > 0)).toBe(true);
    expect(items.some((session) => session.statusCounts.SUCCESS > 0)).toBe(true);
  });

  it('shows a scan without a client session as a session of its own', async () => {
    const [scan] = await t.db.query<{ id: string; project_id: string }>(
      `UPDATE scan_events SET client_session_id = NULL
       WHERE id = (SELECT id FROM scan_events WHERE created_at >= $1 ORDER BY created_at DESC LIMIT 1)
       RETURNING id, project_id`,
      [after],
    );
    const { items } = await page({ limit: '5' });
    const alone = items.find((session) => session.clientSessionId === null);
    expect(alone).toMatchObject({ scanCount: 1, firstScans: [{ id: scan!.id }] });
  });

  it.each([
    ['createdAfter is missing', {}],
    ['createdAfter is older than 60 days', { createdAfter: daysAgo(61) }],
    ['the order is unknown', { createdAfter: after, order: 'random' }],
    ['limit is above 500', { createdAfter: after, limit: '501' }],
    ['a status is unknown', { createdAfter: after, 'statuses[]': ['MAYBE'] }],
  ])('refuses a request where %s with 400', async (_case, query) => {
    const response = await list('super@demo.test', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['a project admin', 'admin@demo.test'],
    ['a project guest', 'guest@demo.test'],
    ["another company's admin", 'other@demo.test'],
  ])('refuses %s with 403 FORBIDDEN', async (_who, email) => {
    const response = await list(email, { createdAfter: after });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}?createdAfter=${daysAgo(1)}` }));
});
