import Papa from 'papaparse';
import { CSV_FORMULA_START } from 'shared';
import type { TagDataKind } from 'shared/contracts/tag-data';

export interface TagWithData {
  id: string;
  tagMetadata?: { data: Record<string, string> }[];
  customAttributes?: { name: string; value: string }[];
}

export const FIELDS_OF: Record<TagDataKind, string[]> = {
  metadata: ['id', 'tagMetadata'],
  'custom-attributes': ['id', 'customAttributes'],
};

function valuesOf(tag: TagWithData, kind: TagDataKind): Record<string, string> {
  if (kind === 'metadata') return tag.tagMetadata?.[0]?.data ?? {};
  return Object.fromEntries((tag.customAttributes ?? []).map(({ name, value }) => [name, value]));
}

/**
 * The CSV a user downloads, in the shape the upload takes back: tag_id, then every key any of the tags
 * has, in alphabetical order. UTF-8 with a byte-order mark so spreadsheets read it right, and
 * text that starts like a formula (= + - @, tab, return) gets a leading ' (shared's guard as papaparse's
 * escapeFormulae), so opening it never runs anything, while a plain number such as -37.76 stays as it is.
 */
export function tagDataCsv(tags: TagWithData[], kind: TagDataKind): string {
  const columns = new Set<string>();
  const rows = tags.map((tag) => {
    const values = valuesOf(tag, kind);
    for (const key of Object.keys(values)) columns.add(key);
    return { tag_id: tag.id, ...values };
  });
  const csv = Papa.unparse(rows, {
    columns: ['tag_id', ...[...columns].sort()],
    escapeFormulae: CSV_FORMULA_START,
    newline: '\r\n',
  });
  return `\uFEFF${csv}\r\n`;
}
