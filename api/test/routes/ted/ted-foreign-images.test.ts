import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

const SPRING = DEMO_IDS.projects.spring;
const STORED = `/api/events/ted/scan-images/${'ab'.repeat(32)}.jpg`;
const FOREIGN = ['http://127.0.0.1:9/in.jpg', 'https://tracker.example/out.png', `https://evil.example${STORED}`];

describeWithApp('image URLs a scanner reports, in TED (GET /api/events/ted/…)', (t) => {
  it("answers only the API's stored scan images: any other image URL is null, in scans and in sessions", async () => {
    const { secret } = await createKey(t, 'admin@demo.test', SPRING, ['scan-event:create']);
    const session = `session-${crypto.randomUUID()}`;
    const detectData = {
      items: [
        { id: 'd1', image_in_url: FOREIGN[0], image_out_url: FOREIGN[1], binary: 'abc' },
        { id: 'd2', image_in_url: FOREIGN[2], image_out_url: STORED, binary: null },
      ],
    };
    const report = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events/scan-events',
        headers: { 'x-api-key': secret },
        payload: {
          project_id: SPRING,
          events: [
            {
              clientScanId: `scan-${crypto.randomUUID()}`,
              clientSessionId: session,
              scanStatus: 'DETECT_FAILED',
              detectData,
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await report();
    // TED draws the list form 001 §3 names (the demo scans'); the ingest route stores an object.
    await t.db.query(`UPDATE scan_events SET detect_data = $1::jsonb WHERE client_session_id = $2`, [
      JSON.stringify(detectData.items),
      session,
    ]);
    await report();
    const headers = await t.authHeader('super@demo.test');
    const query = { clientSessionId: session, createdAfter: new Date(Date.now() - 3_600_000).toISOString() };
    const scans = await t.app.inject({ method: 'GET', url: '/api/events/ted/scan-events', query, headers });
    const sessions = await t.app.inject({ method: 'GET', url: '/api/events/ted/sessions', query, headers });
    expect(scans.statusCode, scans.body).toBe(200);
    expect(sessions.statusCode, sessions.body).toBe(200);
    const cleaned = [
      { id: 'd1', image_in_url: null, image_out_url: null, binary: 'abc' },
      { id: 'd2', image_in_url: null, image_out_url: STORED, binary: null },
    ];
    expect(scans.json().items.map((scan: { detectData: unknown }) => scan.detectData)).toEqual(
      expect.arrayContaining([cleaned, { items: cleaned }]),
    );
    for (const answer of [scans.body, sessions.body]) {
      for (const url of FOREIGN) expect(answer).not.toContain(url);
      expect(answer).toContain(STORED);
    }
  });
});
