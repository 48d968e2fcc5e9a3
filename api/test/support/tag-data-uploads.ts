import type { TestApp } from './test-app.js';

/** The content type tag data parts are sent in. */
export const NDJSON = { 'content-type': 'application/x-ndjson' };

/** Rows as one NDJSON body. */
export const ndjson = (lines: unknown[]) => lines.map((line) => JSON.stringify(line)).join('\n');

/** Every tag id of the collection, each at its own index. */
export async function tagIdsByIndex(t: Pick<TestApp, 'db'>, collectionId: string): Promise<string[]> {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id FROM tags WHERE collection_id = $1 ORDER BY sequence_number',
    [collectionId],
  );
  return rows.map((row) => row.id);
}

/**
 * The requests of the tag data upload sessions of one collection (docs/adr/0057), each sent with the caller's
 * headers (a user's token or an API key, and the project).
 */
export function uploadSessions(t: Pick<TestApp, 'app'>, collectionId: string) {
  const base = `/api/warehouse/collections/${collectionId}/tag-data/uploads`;
  return {
    base,
    start: (headers: Record<string, string>, kind = 'metadata') =>
      t.app.inject({ method: 'POST', url: base, headers, payload: { kind } }),
    part: (headers: Record<string, string>, id: string, number: number | string, body: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/${id}/parts/${number}`,
        headers: { ...headers, ...NDJSON },
        payload: body,
      }),
    commit: (headers: Record<string, string>, id: string, expected: { parts: number; rows: number }) =>
      t.app.inject({ method: 'POST', url: `${base}/${id}/commit`, headers, payload: expected }),
  };
}
