import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

const URL = '/api/events/scan-events';
const SPRING = DEMO_IDS.projects.spring;
const DAY_MS = 86_400_000;

const monthTable = (instant: string) => `scan_events_${instant.slice(0, 4)}_${instant.slice(5, 7)}`;

describeWithApp('scan events stored by month (migration 021)', (t) => {
  let key = '';

  beforeAll(async () => {
    key = (await createKey(t, 'admin@demo.test', SPRING, ['scan-event:create'])).secret;
  });

  const send = (events: Record<string, unknown>[]) =>
    t.app.inject({ method: 'POST', url: URL, headers: { 'x-api-key': key }, payload: { project_id: SPRING, events } });
  const tableOf = async (clientScanId: string) =>
    (
      await t.db.query<{ t: string }>(
        'SELECT tableoid::regclass::text AS t FROM scan_events WHERE client_scan_id = $1',
        [clientScanId],
      )
    ).map((row) => row.t);

  it("puts each scan in its month's table, made when its first scan comes", async () => {
    const createdAt = new Date(Date.now() - 400 * DAY_MS).toISOString();
    const clientScanId = `month-${crypto.randomUUID()}`;
    const response = await send([{ clientScanId, createdAt, scanStatus: 'SUCCESS' }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await tableOf(clientScanId)).toEqual([monthTable(createdAt)]);
  });

  it('puts a scan older than two years in the default partition, without making a table for it', async () => {
    const createdAt = '2001-02-03T04:05:06.000Z';
    const clientScanId = `ancient-${crypto.randomUUID()}`;
    expect((await send([{ clientScanId, createdAt, scanStatus: 'SUCCESS' }])).statusCode).toBe(201);
    expect(await tableOf(clientScanId)).toEqual(['scan_events_default']);
    const [made] = await t.db.query<{ exists: boolean }>(
      "SELECT to_regclass('scan_events_2001_02') IS NOT NULL AS exists",
    );
    expect(made?.exists).toBe(false);
  });

  it("moves a month's scans out of the default partition when the month's table is made", async () => {
    const createdAt = '2002-07-15T12:00:00.000Z';
    const clientScanId = `backfill-${crypto.randomUUID()}`;
    expect((await send([{ clientScanId, createdAt, scanStatus: 'SUCCESS' }])).statusCode).toBe(201);
    expect(await tableOf(clientScanId)).toEqual(['scan_events_default']);
    await t.db.query('SELECT scan_events_add_month($1::timestamptz)', [createdAt]);
    expect(await tableOf(clientScanId)).toEqual(['scan_events_2002_07']);
  });

  it('stores a re-sent scan once, even when it comes back with another createdAt in another month', async () => {
    const clientScanId = `resent-${crypto.randomUUID()}`;
    const first = await send([{ clientScanId, createdAt: new Date().toISOString(), scanStatus: 'SUCCESS' }]);
    expect(first.json()).toEqual({ stored: 1, duplicates: 0 });
    const again = await send([
      { clientScanId, createdAt: new Date(Date.now() - 45 * DAY_MS).toISOString(), scanStatus: 'MATCH_FAILED' },
    ]);
    expect(again.json()).toEqual({ stored: 0, duplicates: 1 });
    const rows = await t.db.query<{ scan_status: string }>(
      'SELECT scan_status FROM scan_events WHERE client_scan_id = $1',
      [clientScanId],
    );
    expect(rows).toEqual([{ scan_status: 'SUCCESS' }]);
  });

  it('stores a scan once when the same batch arrives twice at the same moment', async () => {
    const events = Array.from({ length: 20 }, (_, i) => ({
      clientScanId: `race-${i}-${crypto.randomUUID()}`,
      createdAt: new Date(Date.now() - i * 5 * DAY_MS).toISOString(),
      scanStatus: 'SUCCESS',
    }));
    const answers = await Promise.all([send(events), send(events)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.reduce((sum, answer) => sum + (answer.json().stored as number), 0)).toBe(20);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM scan_events WHERE client_scan_id = ANY($1::text[])',
      [events.map((event) => event.clientScanId)],
    );
    expect(row?.n).toBe(20);
  });

  it('reads only the months a date range covers', async () => {
    const after = new Date(Date.now() - 3 * DAY_MS).toISOString();
    const plan = await t.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT count(*) FROM scan_events WHERE project_id = $1 AND created_at >= $2::timestamptz`,
      [SPRING, after],
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).not.toContain(monthTable(new Date(Date.now() - 400 * DAY_MS).toISOString()));
    expect(text).toContain(monthTable(new Date().toISOString()));
  });
});
