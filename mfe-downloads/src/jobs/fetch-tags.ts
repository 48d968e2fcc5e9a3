import { api } from 'shared';

/** 001 §7: tags come 5000 a request, up to 10 requests at a time. */
export const TAG_CHUNK = 5000;
export const PARALLEL_CHUNKS = 10;

export interface TagSlice {
  projectId: string;
  /** GET /tags `collectionIds[]`: the indexes count across these collections, in this order. */
  collectionIds: string[];
  /** Index of the first tag (its sequence number). */
  start: number;
  count: number;
  /** GET /tags `fields`, e.g. ['id', 'tagMetadata']. */
  fields: string[];
}

/**
 * A slice of a collection's tags, in sequence order, fetched in parallel chunks. `onChunk` hears each
 * chunk's size as it lands (for progress); the answer keeps the order whatever order chunks land in.
 */
export async function fetchTags<T>(
  { projectId, collectionIds, start, count, fields }: TagSlice,
  onChunk: (received: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<T[]> {
  const offsets = Array.from({ length: Math.ceil(count / TAG_CHUNK) }, (_, index) => start + index * TAG_CHUNK);
  const chunks: T[][] = new Array(offsets.length);
  let next = 0;
  const worker = async () => {
    while (next < offsets.length) {
      const index = next++;
      const offset = offsets[index]!;
      const limit = Math.min(TAG_CHUNK, start + count - offset);
      const searchParams = new URLSearchParams({
        fields: fields.join(','),
        offset: String(offset),
        limit: String(limit),
      });
      for (const collectionId of collectionIds) searchParams.append('collectionIds[]', collectionId);
      const page = await api('warehouse', { projectId }).get('tags', { searchParams, signal }).json<{ data: T[] }>();
      chunks[index] = page.data;
      onChunk(page.data.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CHUNKS, offsets.length) }, worker));
  return chunks.flat();
}
