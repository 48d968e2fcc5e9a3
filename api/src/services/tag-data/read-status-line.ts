import { checkTagStatusLine } from 'shared/contracts/tag-status';
import type { StagedLine, TagDataMode } from '../../repositories/tag-data/tag-data-repository.js';
import { AppError } from '../../errors.js';

// The code of read-tag-data-body's invalidTagData, built here so the two files do not import each other.
const invalidTagData = (message: string) => new AppError(400, 'TAG_DATA_INVALID', message);

/** An error a person can find in their file: the CSV row, and the column when it is one column's. */
const atRow = (row: number, column: string | undefined, message: string) =>
  invalidTagData(column ? `Row ${row}, column ${column}: ${message}` : `Row ${row}: ${message}`);

/**
 * One line of a status upload checked alone: the contract's checks (shared with the browser), one way of
 * naming the tag (the upload's), an index inside the collection. What needs every row (a tag named
 * twice, a tag of another collection) is left to the commit.
 */
export function readStatusLine(
  json: unknown,
  lineNumber: number,
  mode: TagDataMode | undefined,
  tagCount: number,
): { mode: TagDataMode; line: StagedLine } {
  const named = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const row = typeof named.row === 'number' ? named.row : undefined;
  const fail = (column: string | undefined, message: string) =>
    row === undefined ? invalidTagData(`Line ${lineNumber}: ${message}`) : atRow(row, column, message);
  const checked = checkTagStatusLine(json);
  if ('problem' in checked) throw fail(checked.problem.column, checked.problem.message);
  const { line } = checked;
  const hasId = line.tag_id !== undefined;
  const lineMode: TagDataMode = hasId ? 'tag' : 'range';
  if (mode && lineMode !== mode) {
    throw fail(hasId ? 'tag_id' : 'tag_index', 'every row must name its tag the same way, by tag_id or by tag_index.');
  }
  if (line.note.includes('\u0000')) throw fail('note', 'text must not contain NUL characters.');
  if (line.tag_index !== undefined && line.tag_index >= tagCount) {
    throw fail(
      'tag_index',
      tagCount === 0
        ? 'the collection has no tags yet.'
        : `${line.tag_index} is past the collection's last tag (index ${tagCount - 1}).`,
    );
  }
  const values: Record<string, string> = { status: line.status, note: line.note.trim() };
  if (line.reason) values.reason = line.reason;
  return {
    mode: lineMode,
    line: {
      row: line.row,
      tagId: line.tag_id ?? null,
      indexStart: line.tag_index ?? null,
      indexEnd: line.tag_index ?? null,
      values,
    },
  };
}
