import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const URL = '/api/events/scan-events/aggregates';

describeWithApp("GET /api/events/scan-events/aggregates in the project's time zone", (t) => {
  let project = '';

  beforeAll(async () => {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO projects (name, company_id) VALUES ('Days by zone', $1) RETURNING id`,
      [DEMO_IDS.companies.acme],
    );
    project = row!.id;
    const [tag] = await t.db.query<{ id: string }>('SELECT id FROM tags LIMIT 1');
    // 23:30 UTC on the 10th is already the 11th in Auckland (UTC+13 in November).
    await t.db.query(
      `INSERT INTO scan_events (project_id, tag_id, client_scan_id, created_at, scan_status)
       VALUES ($1, $2, $3, '2026-11-10T23:30:00Z', 'SUCCESS')`,
      [project, tag!.id, crypto.randomUUID()],
    );
  });

  const daily = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}?project_id=${project}&panels=daily${query}`,
      headers: await t.authHeader('super@demo.test'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { timezone: string; daily: { day: string }[] };
  };

  it('counts days in UTC for a project whose zone was never set, and says so', async () => {
    expect(await daily()).toMatchObject({ timezone: 'UTC', daily: [{ day: '2026-11-10' }] });
  });

  it("counts days in the project's zone when the request names none, and in the named zone when it does", async () => {
    await t.db.query(`UPDATE projects SET time_zone = 'Pacific/Auckland' WHERE id = $1`, [project]);
    expect(await daily()).toMatchObject({ timezone: 'Pacific/Auckland', daily: [{ day: '2026-11-11' }] });
    expect(await daily('&timezone=UTC')).toMatchObject({ timezone: 'UTC', daily: [{ day: '2026-11-10' }] });
  });
});
