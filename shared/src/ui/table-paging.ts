/** 001 §9: project, view, collection, team, key and user tables show 15 rows per page. */
export const PAGE_SIZE = 15;

export function pageOf<T>(rows: T[], page: number, size = PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size);
}
