import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { describeWithApp } from '../../support/test-app.js';
import { multipartForm } from '../../support/multipart.js';
import { collectionIdNamed, tagIdAt } from '../../support/seed-lookups.js';
import { openScanPage } from '../../support/scan-pages.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { Case, CaseList, CaseTimeline, CaseUpdatedMessage } from 'shared/contracts/cases';

const SPRING = DEMO_IDS.projects.spring;
const CASES = '/api/events/cases';
const ADMIN = 'admin@demo.test';
const GUEST = 'guest@demo.test';
const inSpring = { project_id: SPRING };

const UNLIMITED = {
  reportLimits: { maxPerClient: 1_000_000, clientWindowSeconds: 60, maxPerTag: 1_000_000, tagWindowSeconds: 60 },
};

describeWithApp(
  'cases',
  (t) => {
    let scarves: string;
    const tag = (index: number) => tagIdAt(t, scarves, index);
    const as = async (email: string) => ({ ...inSpring, ...(await t.authHeader(email)) });

    const openCase = async (tagId: string, note?: string, email = ADMIN) =>
      t.app.inject({ method: 'POST', url: CASES, headers: await as(email), payload: { tagId, note } });
    const openedCase = async (index: number) => {
      const response = await openCase(await tag(index));
      expect(response.statusCode, response.body).toBe(201);
      return v.parse(Case, response.json());
    };
    const change = async (caseId: string, payload: object, email = ADMIN) =>
      t.app.inject({ method: 'PATCH', url: `${CASES}/${caseId}`, headers: await as(email), payload });
    const timeline = async (caseId: string, email = ADMIN) => {
      const response = await t.app.inject({ url: `${CASES}/${caseId}/timeline`, headers: await as(email) });
      expect(response.statusCode, response.body).toBe(200);
      return v.parse(CaseTimeline, response.json()).items;
    };
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `${CASES}?${query}`, headers: await as(ADMIN) });
      expect(response.statusCode, response.body).toBe(200);
      return v.parse(CaseList, response.json());
    };
    const expect400 = async (response: { statusCode: number; json: () => unknown }, message: string | RegExp) => {
      expect(response.statusCode).toBe(400);
      expect((response.json() as { error: { message: string } }).error.message).toMatch(message);
    };

    beforeAll(async () => {
      scarves = await collectionIdNamed(t, 'Silk Scarves');
    });

    describe('POST /cases', () => {
      it('opens a case by hand with a first note, and answers the same case for the tag after that', async () => {
        const tagId = await tag(30);
        const response = await openCase(tagId, '  Seen at a market stall.  ');
        expect(response.statusCode, response.body).toBe(201);
        const opened = v.parse(Case, response.json());
        expect(opened).toMatchObject({
          projectId: SPRING,
          tag: { id: tagId, collectionId: scarves, collectionName: 'Silk Scarves', index: 30, status: 'active' },
          status: 'open',
          resolution: null,
          assignee: null,
          openedBy: { kind: 'hand', user: { id: await t.userId(ADMIN), email: ADMIN, name: 'Ada Admin' } },
          closedAt: null,
        });
        const again = await openCase(tagId);
        expect(again.statusCode).toBe(200);
        expect(again.json<Case>().id).toBe(opened.id);
        const notes = (await timeline(opened.id)).filter((entry) => entry.kind === 'case' && entry.event === 'note');
        expect(notes).toMatchObject([{ note: 'Seen at a market stall.', by: { email: ADMIN } }]);
      });

      it('refuses a body without a tag, a tag id that is not a uuid, a blank and a too long note', async () => {
        const headers = await as(ADMIN);
        const post = (payload: object) => t.app.inject({ method: 'POST', url: CASES, headers, payload });
        await expect400(await post({}), /tagId/);
        await expect400(await post({ tagId: 'tag-1' }), /tagId/);
        await expect400(await post({ tagId: await tag(31), note: '   ' }), /note/);
        await expect400(await post({ tagId: await tag(31), note: 'x'.repeat(4001) }), /note/);
      });

      it("answers 404 'Tag not found.' for a tag of another project", async () => {
        const [other] = await t.db.query<{ id: string }>(
          `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.project_id <> $1 LIMIT 1`,
          [SPRING],
        );
        const response = await openCase(other!.id);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Tag not found.');
      });

      it('lets an API key with case:update open a case, and refuses one without it', async () => {
        const withScope = await createKey(t, ADMIN, SPRING, ['case:update']);
        const without = await createKey(t, ADMIN, SPRING, ['case:read']);
        const post = (secret: string) =>
          t.app.inject({
            method: 'POST',
            url: CASES,
            headers: { ...inSpring, 'x-api-key': secret },
            payload: { tagId: '00000000-0000-4000-8000-000000000000' },
          });
        expect((await post(without.secret)).statusCode).toBe(403);
        expect((await post(withScope.secret)).statusCode).toBe(404);
      });

      it('refuses blacklisting the tag to a key without tag:update-status, and leaves the case and the tag as they were', async () => {
        const opened = await openedCase(38);
        const key = await createKey(t, ADMIN, SPRING, ['case:update']);
        const response = await t.app.inject({
          method: 'PATCH',
          url: `${CASES}/${opened.id}`,
          headers: { ...inSpring, 'x-api-key': key.secret },
          payload: { status: 'closed', resolution: 'confirmed_counterfeit', blacklistTag: true },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(
          'Blacklisting the tag needs the tag:update-status permission; close the case without it.',
        );
        const now = await t.app.inject({ url: `${CASES}/${opened.id}`, headers: await as(ADMIN) });
        expect(now.json()).toMatchObject({ status: 'open', tag: { status: 'active' } });
      });
    });

    describe('PATCH /cases/:caseId', () => {
      it('assigns a member, who is emailed a link to the case, and keeps the assignment in the timeline', async () => {
        const opened = await openedCase(32);
        const guestId = await t.userId(GUEST);
        const response = await change(opened.id, { assigneeId: guestId, status: 'investigating' });
        expect(response.statusCode, response.body).toBe(200);
        expect(v.parse(Case, response.json())).toMatchObject({
          status: 'investigating',
          assignee: { id: guestId, email: GUEST, name: 'Gus Guest' },
        });
        const mail = await t.db.query<{ subject: string; text_body: string }>(
          'SELECT subject, text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
          [GUEST],
        );
        expect(mail[0]?.subject).toBe('A case of the Spring Collection 2026 project is assigned to you');
        expect(mail[0]?.text_body).toContain(`Ada Admin assigned you the case of tag Silk Scarves #32`);
        expect(mail[0]?.text_body).toContain(`/projects/${SPRING}/cases/${opened.id}`);
        const events = (await timeline(opened.id)).filter((entry) => entry.kind === 'case');
        expect(events.map((entry) => entry.kind === 'case' && entry.event)).toEqual(['status', 'assignee', 'opened']);
      });

      it('closes as a confirmed counterfeit and blacklists the tag in the same step, as the person who closed it', async () => {
        const opened = await openedCase(33);
        const response = await change(opened.id, {
          status: 'closed',
          resolution: 'confirmed_counterfeit',
          blacklistTag: true,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(v.parse(Case, response.json())).toMatchObject({
          status: 'closed',
          resolution: 'confirmed_counterfeit',
          tag: { status: 'blacklisted' },
        });
        const status = await t.app.inject({
          url: `/api/warehouse/tags/${opened.tag.id}/status`,
          headers: await as(ADMIN),
        });
        expect(status.json()).toMatchObject({
          status: 'blacklisted',
          changes: [{ from: 'active', to: 'blacklisted', reason: 'counterfeit_seen', source: 'tag' }],
        });
        expect(status.json().changes[0].changedBy).toMatchObject({ kind: 'user', name: ADMIN });
        const closing = (await timeline(opened.id)).find((entry) => entry.kind === 'case' && entry.event === 'status');
        expect(closing).toMatchObject({ toStatus: 'closed', resolution: 'confirmed_counterfeit', blacklisted: true });
      });

      it('closes as a false alarm without touching the tag, reopens, and refuses reopening while another case is open', async () => {
        const opened = await openedCase(34);
        const closed = await change(opened.id, { status: 'closed', resolution: 'false_alarm' });
        expect(closed.json()).toMatchObject({ status: 'closed', resolution: 'false_alarm', tag: { status: 'active' } });
        expect((await change(opened.id, { status: 'closed', resolution: 'no_action' })).statusCode).toBe(409);
        const reopened = await change(opened.id, { status: 'open' });
        expect(reopened.json()).toMatchObject({ status: 'open', resolution: null, closedAt: null });

        await change(opened.id, { status: 'closed', resolution: 'no_action' });
        const next = await openedCase(34);
        expect(next.id).not.toBe(opened.id);
        const refused = await change(opened.id, { status: 'investigating' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toBe('The tag has another case open; this one stays closed.');
      });

      it('refuses what does not go together, an unknown value and an assignee outside the project', async () => {
        const opened = await openedCase(35);
        await expect400(await change(opened.id, {}), 'Give a status, an assignee, or both.');
        const needsResolution = 'Closing a case needs a resolution, and only closing takes one.';
        await expect400(await change(opened.id, { status: 'closed' }), needsResolution);
        await expect400(await change(opened.id, { status: 'open', resolution: 'false_alarm' }), needsResolution);
        await expect400(
          await change(opened.id, { status: 'closed', resolution: 'false_alarm', blacklistTag: true }),
          'Only closing as a confirmed counterfeit can blacklist the tag.',
        );
        await expect400(await change(opened.id, { status: 'solved' }), /status/);
        await expect400(await change(opened.id, { assigneeId: 'ada' }), /assigneeId/);
        await expect400(
          await change(opened.id, { assigneeId: await t.userId('other@demo.test') }),
          'The assignee must be a member of the project.',
        );
        const unknown = await change('00000000-0000-4000-8000-000000000000', { status: 'investigating' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().error.message).toBe('Case not found.');
      });

      it('queues case.updated for each change', async () => {
        const [endpoint] = await t.db.query<{ id: string }>(
          `INSERT INTO webhook_endpoints (project_id, url, events, secret_ciphertext)
           VALUES ($1, 'https://receiver.example/cases', ARRAY['case.updated'], 'unused') RETURNING id`,
          [SPRING],
        );
        const opened = await openedCase(36);
        await change(opened.id, { status: 'investigating' });
        await t.app.inject({
          method: 'POST',
          url: `${CASES}/${opened.id}/notes`,
          headers: await as(ADMIN),
          payload: { note: 'Called the shop.' },
        });
        const bodies = await t.db.query<{ body: string }>(
          'SELECT body FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY seq',
          [endpoint!.id],
        );
        const messages = bodies.map((row) => v.parse(CaseUpdatedMessage, JSON.parse(row.body)).data);
        expect(messages.map((message) => [message.change, message.case.id, message.case.status])).toEqual([
          ['opened', opened.id, 'open'],
          ['status', opened.id, 'investigating'],
          ['note', opened.id, 'investigating'],
        ]);
        await t.db.query('DELETE FROM webhook_endpoints WHERE id = $1', [endpoint!.id]);
      });
    });

    describe('POST /cases/:caseId/notes', () => {
      it('keeps a trimmed note with its author, and refuses a blank or too long one', async () => {
        const opened = await openedCase(37);
        const post = async (note: string) =>
          t.app.inject({
            method: 'POST',
            url: `${CASES}/${opened.id}/notes`,
            headers: await as(ADMIN),
            payload: { note },
          });
        expect((await post('  Asked the distributor.  ')).statusCode).toBe(201);
        await expect400(await post(' '), /note/);
        await expect400(await post('x'.repeat(4001)), /note/);
        const notes = (await timeline(opened.id)).filter((entry) => entry.kind === 'case' && entry.event === 'note');
        expect(notes).toMatchObject([{ note: 'Asked the distributor.', by: { name: 'Ada Admin' } }]);
      });
    });

    describe('GET /cases', () => {
      it('filters by status, opener, assignee, collection and opening day, a page at a time', async () => {
        const first = await openedCase(40);
        const second = await openedCase(41);
        await change(second.id, { status: 'investigating', assigneeId: await t.userId(ADMIN) });
        const investigating = await list(`status=investigating&collectionId=${scarves}&limit=500`);
        expect(investigating.items.map((item) => item.id)).toContain(second.id);
        expect(investigating.items.map((item) => item.id)).not.toContain(first.id);
        const unassigned = await list(`assigneeId=none&openedBy=hand&limit=500`);
        expect(unassigned.items.map((item) => item.id)).toContain(first.id);
        expect(unassigned.items.map((item) => item.id)).not.toContain(second.id);
        const today = new Date().toISOString().slice(0, 10);
        const page = await list(`openedFrom=${today}&openedTo=${today}&limit=1`);
        expect(page.items).toHaveLength(1);
        expect(page.total).toBeGreaterThanOrEqual(2);
        expect((await list(`openedTo=2000-01-01`)).total).toBe(0);
        expect((await list(`tagId=${first.tag.id}`)).items.map((item) => item.id)).toEqual([first.id]);
      });

      it('refuses an unknown status, a date that is not a day and a limit out of range', async () => {
        const headers = await as(ADMIN);
        const get = (query: string) => t.app.inject({ url: `${CASES}?${query}`, headers });
        await expect400(await get('status=solved'), /status/);
        await expect400(await get('openedFrom=yesterday'), /openedFrom/);
        await expect400(await get('limit=0'), /limit/);
        await expect400(await get('limit=501'), /limit/);
        await expect400(await get('assigneeId=ada'), /assigneeId/);
      });
    });

    describe('GET /cases/:caseId and its timeline', () => {
      it("shows the tag's order, a scan with its score, a consumer's report and its case; the email only to those who act on it", async () => {
        const { code, tagId, clientScanId } = await openScanPage(t, 42);
        const form = multipartForm([
          { name: 'clientScanId', value: clientScanId },
          { name: 'description', value: 'The logo is blurred.' },
          { name: 'email', value: 'ana@example.com' },
          { name: 'emailConsent', value: 'true' },
        ]);
        const report = await t.app.inject({
          method: 'POST',
          url: `/api/content/scan-pages/${code}/reports`,
          headers: form.headers,
          payload: form.payload,
        });
        expect(report.statusCode, report.body).toBe(201);

        const { items } = await list(`tagId=${tagId}`);
        expect(items).toHaveLength(1);
        const opened = items[0]!;
        expect(opened.openedBy).toMatchObject({ kind: 'report' });
        const one = await t.app.inject({ url: `${CASES}/${opened.id}`, headers: await as(GUEST) });
        expect(one.statusCode).toBe(200);
        expect(one.json<Case>().id).toBe(opened.id);

        const entries = await timeline(opened.id);
        // The report and the case it opened share their transaction's time.
        expect(entries.map((entry) => entry.kind)).toEqual(['report', 'case', 'scan', 'order']);
        expect(entries[2]).toMatchObject({ kind: 'scan', scanStatus: 'SUCCESS', score: 0, reasons: [] });
        expect(entries[0]).toMatchObject({
          kind: 'report',
          report: { description: 'The logo is blurred.', email: 'ana@example.com' },
        });
        const guestView = await timeline(opened.id, GUEST);
        expect(guestView[0]).toMatchObject({ kind: 'report', report: { email: null } });
      });

      it("answers 404 'Case not found.' for an unknown case and 400 for an id that is not a uuid", async () => {
        const headers = await as(ADMIN);
        const unknown = await t.app.inject({ url: `${CASES}/00000000-0000-4000-8000-000000000000`, headers });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().error.message).toBe('Case not found.');
        await expect400(await t.app.inject({ url: `${CASES}/case-1/timeline`, headers }), /caseId/);
      });
    });
  },
  UNLIMITED,
);
