import { api } from 'shared';
import type { TedQuery } from './ted-filters';
import type { TedScanEvent, TedScanPage } from './types';

/** Reads `{items, total}`; a bare list counts as one page of everything. */
export function pageOf(body: unknown): TedScanPage {
  if (Array.isArray(body)) return { items: body as TedScanEvent[], total: body.length };
  const { items, total } = (body ?? {}) as { items?: unknown; total?: unknown };
  const list = Array.isArray(items) ? (items as TedScanEvent[]) : [];
  return { items: list, total: typeof total === 'number' ? total : list.length };
}

export async function fetchTedScans(query: TedQuery): Promise<TedScanPage> {
  const searchParams: Record<string, string | number> = { ...query };
  const body = await api('events').get('ted/scan-events', { searchParams }).json<unknown>();
  return pageOf(body);
}
