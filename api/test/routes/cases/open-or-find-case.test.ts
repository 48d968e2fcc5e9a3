import { expect, it } from 'vitest';
import * as v from 'valibot';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { collectionIdNamed, tagIdAt } from '../../support/seed-lookups.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { openOrFindCase } from '../../../src/services/cases/case-service.js';
import { CaseUpdatedMessage } from 'shared/contracts/cases';

const SPRING = DEMO_IDS.projects.spring;

const tagAt = async (t: TestApp, index: number) => tagIdAt(t, await collectionIdNamed(t, 'Silk Scarves'), index);

const casesOf = (t: TestApp, tagId: string) =>
  t.db.query<{ id: string; status: string; opened_by: string; opened_by_scan_id: string | null }>(
    'SELECT id, status, opened_by, opened_by_scan_id FROM cases WHERE tag_id = $1 ORDER BY opened_at',
    [tagId],
  );

describeWithApp('openOrFindCase', (t) => {
  it('opens a case for a flagged scan and gives the same case to a later report of the tag', async () => {
    const tagId = await tagAt(t, 20);
    const scanId = crypto.randomUUID();
    const first = await t.db.transaction((tx) =>
      openOrFindCase(tx, { projectId: SPRING, tagId, opener: { kind: 'alert', scanId } }),
    );
    expect(first.opened).toBe(true);
    const [report] = await t.db.query<{ id: string }>(
      `INSERT INTO consumer_reports (project_id, tag_id, scan_event_id, scanned_at, description)
       VALUES ($1, $2, $3, now(), 'The label is misspelt.') RETURNING id`,
      [SPRING, tagId, scanId],
    );
    const second = await t.db.transaction((tx) =>
      openOrFindCase(tx, { projectId: SPRING, tagId, opener: { kind: 'report', reportId: report!.id } }),
    );
    expect(second).toEqual({ caseId: first.caseId, opened: false });
    expect(await casesOf(t, tagId)).toEqual([
      { id: first.caseId, status: 'open', opened_by: 'alert', opened_by_scan_id: scanId },
    ]);
  });

  it('reuses a case being investigated, and opens a new one once it is closed', async () => {
    const tagId = await tagAt(t, 21);
    const userId = await t.userId('admin@demo.test');
    const opener = { kind: 'hand', userId } as const;
    const { caseId } = await openOrFindCase(t.db, { projectId: SPRING, tagId, opener });
    await t.db.query(`UPDATE cases SET status = 'investigating' WHERE id = $1`, [caseId]);
    expect(await openOrFindCase(t.db, { projectId: SPRING, tagId, opener })).toEqual({ caseId, opened: false });

    await t.db.query(
      `UPDATE cases SET status = 'closed', resolution = 'false_alarm', closed_at = now() WHERE id = $1`,
      [caseId],
    );
    const next = await openOrFindCase(t.db, { projectId: SPRING, tagId, opener });
    expect(next.opened).toBe(true);
    expect(next.caseId).not.toBe(caseId);
    expect((await casesOf(t, tagId)).map((row) => row.status)).toEqual(['closed', 'open']);
  });

  it('keeps no case when the transaction that opened it rolls back', async () => {
    const tagId = await tagAt(t, 22);
    await expect(
      t.db.transaction(async (tx) => {
        await openOrFindCase(tx, { projectId: SPRING, tagId, opener: { kind: 'alert', scanId: crypto.randomUUID() } });
        throw new Error('the scan could not be stored');
      }),
    ).rejects.toThrow('the scan could not be stored');
    expect(await casesOf(t, tagId)).toEqual([]);
  });

  it('gives two scans ingested at once one case', async () => {
    const tagId = await tagAt(t, 23);
    const open = () =>
      t.db.transaction((tx) =>
        openOrFindCase(tx, { projectId: SPRING, tagId, opener: { kind: 'alert', scanId: crypto.randomUUID() } }),
      );
    const results = await Promise.all([open(), open()]);
    expect(results.map((result) => result.opened).sort()).toEqual([false, true]);
    expect(results[0]!.caseId).toBe(results[1]!.caseId);
    expect(await casesOf(t, tagId)).toHaveLength(1);
  });

  it('queues case.updated for the webhooks subscribed to it, only when it opens a case', async () => {
    const tagId = await tagAt(t, 24);
    const [endpoint] = await t.db.query<{ id: string }>(
      `INSERT INTO webhook_endpoints (project_id, url, events, secret_ciphertext)
       VALUES ($1, 'https://receiver.example/cases', ARRAY['case.updated'], 'unused') RETURNING id`,
      [SPRING],
    );
    const opener = { kind: 'alert', scanId: crypto.randomUUID() } as const;
    const { caseId } = await openOrFindCase(t.db, { projectId: SPRING, tagId, opener });
    await openOrFindCase(t.db, { projectId: SPRING, tagId, opener });
    const deliveries = await t.db.query<{ body: string }>(
      `SELECT body FROM webhook_deliveries WHERE endpoint_id = $1 AND event_type = 'case.updated'`,
      [endpoint!.id],
    );
    expect(deliveries).toHaveLength(1);
    const message = v.parse(CaseUpdatedMessage, JSON.parse(deliveries[0]!.body));
    expect(message.data.change).toBe('opened');
    expect(message.data.case).toMatchObject({
      id: caseId,
      projectId: SPRING,
      tag: { id: tagId, collectionName: 'Silk Scarves', index: 24, status: 'active' },
      status: 'open',
      resolution: null,
      assignee: null,
      openedBy: opener,
    });
  });
});
