import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const SPRING = DEMO_IDS.projects.spring;
const MiB = 1_048_576;

/** Resident memory sampled every 10 ms while `work` runs: the most it rose above where it started. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMiB: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthMiB: (peak - start) / MiB };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Sends `body` over a real socket, chunked (no length: the API must count as it reads). Once the answer
 * has come, the API may close the connection under a body still being sent: that is no failure.
 */
function send(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Readable,
): Promise<{
  status: number;
  headers: http.IncomingHttpHeaders;
  json: { error?: { message: string } } & Record<string, unknown>;
}> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, path, method: 'PUT', headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        }),
      );
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.pipe(request);
  });
}

/** `bytes` of valid NDJSON rows for one tag, made as they are read (nothing of it is held here). */
function rowsOf(tagId: string, bytes: number, progress: { sent: number } = { sent: 0 }): Readable {
  const line = `${JSON.stringify({ row: 2, tag_id: tagId, values: { note: 'x'.repeat(900) } })}\n`;
  const chunk = Buffer.from(line.repeat(Math.floor(65_536 / line.length)));
  return new Readable({
    read() {
      if (progress.sent >= bytes) return void this.push(null);
      progress.sent += chunk.length;
      this.push(chunk);
    },
  });
}

describeWithApp('tag data uploads over a real socket: resident memory', (t) => {
  let port: number;
  let scarves: string;
  let tagId: string;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    [{ id: scarves }] = (await t.db.query<{ id: string }>(
      "SELECT id FROM collections WHERE name = 'Silk Scarves'",
    )) as [{ id: string }];
    [{ id: tagId }] = (await t.db.query<{ id: string }>(
      'SELECT id FROM tags WHERE collection_id = $1 AND sequence_number = 0',
      [scarves],
    )) as [{ id: string }];
  });
  const headers = async () => ({
    ...(await t.authHeader('admin@demo.test')),
    project_id: SPRING,
    'content-type': 'application/x-ndjson',
  });

  it('refuses a 256 MiB body with 413 once past the 1 MiB limit, resident memory rising less than 64 MiB', async () => {
    const { result, growthMiB } = await peakRssGrowth(async () =>
      send(port, `/api/warehouse/collections/${scarves}/tag-metadata`, await headers(), rowsOf(tagId, 256 * MiB)),
    );
    expect(result.status).toBe(413);
    expect(result.json.error?.message).toContain('The body is larger than 1048576 bytes');
    expect(growthMiB).toBeLessThan(64);
    const [tag] = await t.db.query<{ metadata: object }>('SELECT metadata FROM tags WHERE id = $1', [tagId]);
    expect(tag!.metadata).toEqual({});
  }, 60_000);

  it('stops reading a refused body about one more body limit past the limit, and closes the connection', async () => {
    const progress = { sent: 0 };
    const result = await send(
      port,
      `/api/warehouse/collections/${scarves}/tag-metadata`,
      await headers(),
      rowsOf(tagId, 512 * MiB, progress),
    );
    expect(result.status).toBe(413);
    expect(result.headers.connection).toBe('close');
    // What the socket buffers on the way aside, the client got to send little more than twice the limit.
    expect(progress.sent).toBeLessThan(64 * MiB);
  }, 60_000);

  it('stages 20 parts each at the 1 MiB limit with resident memory flat but for what the database holds', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/warehouse/collections/${scarves}/tag-data/uploads`,
      headers: { ...(await headers()), 'content-type': 'application/json' },
      payload: { kind: 'metadata' },
    });
    const url = `/api/warehouse/collections/${scarves}/tag-data/uploads/${created.json().id}/parts`;
    const partBytes = MiB - 65_536;
    const sendPart = async (number: number) => {
      const answer = await send(port, `${url}/${number}`, await headers(), rowsOf(tagId, partBytes));
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    };
    for (let number = 1; number <= 4; number += 1) await sendPart(number);
    const { growthMiB } = await peakRssGrowth(async () => {
      for (let number = 5; number <= 24; number += 1) await sendPart(number);
    });
    // PostgreSQL keeps the staged rows in its own process; in-memory PGlite keeps them in this one, about
    // five times their NDJSON size (rows, jsonb, index and WAL), which is the database's, not the upload's.
    const heldByDatabase = t.backend === 'pglite' ? (6 * 20 * partBytes) / MiB : 0;
    expect(growthMiB).toBeLessThan(64 + heldByDatabase);
  }, 60_000);
});
