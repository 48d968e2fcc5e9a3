import type { TestApp } from './test-app.js';

/** The id of the seeded collection of that name (fails the test when there is none). */
export async function collectionIdNamed(t: Pick<TestApp, 'db'>, name: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM collections WHERE name = $1', [name]);
  if (!row) throw new Error(`no collection named ${name}`);
  return row.id;
}

/** The id of the tag at this index of the collection. */
export async function tagIdAt(t: Pick<TestApp, 'db'>, collectionId: string, index: number): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    'SELECT id FROM tags WHERE collection_id = $1 AND sequence_number = $2',
    [collectionId, index],
  );
  if (!row) throw new Error(`no tag at index ${index} of collection ${collectionId}`);
  return row.id;
}
