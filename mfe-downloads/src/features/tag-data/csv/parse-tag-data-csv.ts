import { FORBIDDEN_KEYS, TAG_DATA_LIMITS, type TagDataKind } from 'shared/contracts/tag-data';
import { MAX_PROBLEMS, readCsv, type CsvProblem } from './read-csv';

export type TagDataMode = 'tag' | 'range';

/** 000 §5, §8, verbatim. */
export const METADATA_HEADERS_MISSING = 'Unable to find headers: [tag_id] or [tag_index_start, tag_index_end]';
export const CUSTOM_ATTRIBUTES_HEADER_MISSING = 'Unable to find headers: [tag_id]';

const TAG_ID_HEADERS = ['tag_id', 'tagId', 'tagid'];
const RANGE_HEADERS = ['tag_index_start', 'tag_index_end'] as const;
/** Names an object keyed by column cannot hold: the API refuses them, so the file is refused here first. */
const FORBIDDEN_COLUMNS: ReadonlySet<string> = new Set(FORBIDDEN_KEYS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^\d{1,15}$/;

/** A file refused in the browser, with every problem found (each naming its line or row and column). */
export class TagDataCsvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
  }
}

const describeProblem = ({ line, column, message }: CsvProblem) =>
  `${column === undefined ? `Line ${line}` : `Line ${line}, column ${column}`}: ${message}.`;

export interface ParsedTagData {
  /** Data rows read (blank lines at the end left out). */
  rows: number;
  /** One JSON line per row, as the API's upload parts take them; `row` is the line the row starts on. */
  lines: string[];
}

interface Layout {
  mode: TagDataMode;
  idColumn?: string;
  columns: string[];
}

const refuse = (problem: string) => new TagDataCsvError([problem]);

function layoutOf(headers: string[], kind: TagDataKind): Layout {
  headers.forEach((header, index) => {
    if (header === '') throw refuse(`Column ${index + 1} has no name.`);
    const earlier = headers.indexOf(header);
    if (earlier !== index) throw refuse(`Columns ${earlier + 1} and ${index + 1} are both named '${header}'.`);
    if (FORBIDDEN_COLUMNS.has(header)) throw refuse(`Column ${index + 1}: a column may not be named '${header}'.`);
  });
  const idColumn = kind === 'metadata' ? TAG_ID_HEADERS.find((name) => headers.includes(name)) : 'tag_id';
  const mode: TagDataMode | undefined =
    idColumn && headers.includes(idColumn)
      ? 'tag'
      : kind === 'metadata' && RANGE_HEADERS.every((name) => headers.includes(name))
        ? 'range'
        : undefined;
  if (!mode) throw refuse(kind === 'metadata' ? METADATA_HEADERS_MISSING : CUSTOM_ATTRIBUTES_HEADER_MISSING);
  const keys: readonly string[] = mode === 'tag' ? [idColumn!] : RANGE_HEADERS;
  const columns = headers.filter((header) => !keys.includes(header));
  if (columns.length > TAG_DATA_LIMITS.keysPerTag) {
    throw refuse(`The file has ${columns.length} value columns; ${TAG_DATA_LIMITS.keysPerTag} at most.`);
  }
  const long = columns.find((column) => column.length > TAG_DATA_LIMITS.keyLength);
  if (long)
    throw refuse(`The column name '${long.slice(0, 20)}…' is longer than ${TAG_DATA_LIMITS.keyLength} characters.`);
  return { mode, idColumn, columns };
}

function wholeNumber(record: Record<string, string>, column: string, row: number): number {
  const text = (record[column] ?? '').trim();
  if (!WHOLE_NUMBER.test(text)) {
    throw refuse(`Row ${row}, column ${column}: '${text}' is not a whole number of 0 or more.`);
  }
  return Number(text);
}

/** One row as a JSON line, or an error naming the row and column. */
function lineOf(record: Record<string, string>, row: number, layout: Layout): string {
  const values: Record<string, string> = {};
  for (const column of layout.columns) {
    const value = record[column] ?? '';
    if (value.length > TAG_DATA_LIMITS.valueLength) {
      throw refuse(`Row ${row}, column ${column}: longer than ${TAG_DATA_LIMITS.valueLength} characters.`);
    }
    if (value !== '') values[column] = value;
  }
  if (layout.mode === 'tag') {
    const tagId = (record[layout.idColumn!] ?? '').trim();
    if (!UUID.test(tagId)) throw refuse(`Row ${row}, column ${layout.idColumn}: '${tagId}' is not a tag id.`);
    return JSON.stringify({ row, tag_id: tagId.toLowerCase(), values });
  }
  const start = wholeNumber(record, 'tag_index_start', row);
  const end = wholeNumber(record, 'tag_index_end', row);
  if (start > end) throw refuse(`Row ${row}: tag_index_start ${start} is after tag_index_end ${end}.`);
  return JSON.stringify({ row, tag_index_start: start, tag_index_end: end, values });
}

/** A row's problem, or its JSON line: the number of values must be the header's. */
function checkRow(fields: string[], row: number, headers: string[], layout: Layout): string {
  if (fields.length !== headers.length) {
    throw refuse(
      fields.length > headers.length
        ? `Row ${row}, column ${headers.length + 1}: the header names ${headers.length} columns, this row has ${fields.length} values.`
        : `Row ${row}: the header names ${headers.length} columns, this row has ${fields.length} values.`,
    );
  }
  const record: Record<string, string> = {};
  headers.forEach((header, index) => (record[header] = fields[index]!));
  return lineOf(record, row, layout);
}

/** A record that is one empty field: a line with nothing on it. */
const isEmptyLine = (fields: string[]) => fields.length === 1 && fields[0] === '';
const hasNoValues = (fields: string[]) => fields.every((field) => field.trim() === '');

/**
 * Reads a metadata or custom-attributes CSV (papaparse, through readCsv: each record knows the line it
 * starts on, and no line can be merged into another unnoticed), checks every row as it is read, and turns
 * it into the JSON line the API stages, keeping no other copy of the row. Every problem is reported, up to
 * 100, each naming its line or row (the header is line 1) and column; nothing is sent unless the whole file
 * passed. Only empty lines at the end are left out: any other row without values is reported by its line.
 */
export async function parseTagDataCsv(
  input: File | string,
  kind: TagDataKind,
  onProgress: (percent: number) => void = () => undefined,
): Promise<ParsedTagData> {
  let header: string[] | undefined;
  let layout: Layout | undefined;
  let layoutError: unknown;
  /** Lines without values not yet known to be followed by a row (left out if none follows). */
  let pendingBlank: number[] = [];
  let dataFollowsHeader = false;
  const rowProblems: string[] = [];
  const lines: string[] = [];
  const reportRow = (problem: string) => {
    if (rowProblems.length < MAX_PROBLEMS) rowProblems.push(problem);
  };
  const onRecord = ({ line, fields }: { line: number; fields: string[] }) => {
    if (!header) {
      header = fields.map((name) => name.trim());
      if (hasNoValues(header) && header.length === 1) return;
      try {
        layout = layoutOf(header, kind);
      } catch (error) {
        layoutError = error;
      }
      return;
    }
    if (isEmptyLine(fields)) {
      pendingBlank.push(line);
      return;
    }
    dataFollowsHeader = true;
    if (!layout || rowProblems.length >= MAX_PROBLEMS) return;
    for (const blank of pendingBlank) reportRow(`Line ${blank}: the line has no values.`);
    pendingBlank = [];
    if (hasNoValues(fields)) {
      reportRow(`Line ${line}: the line has no values.`);
      return;
    }
    try {
      lines.push(checkRow(fields, line, header, layout));
    } catch (error) {
      if (!(error instanceof TagDataCsvError)) throw error;
      rowProblems.push(...error.problems);
    }
  };
  // The text is not kept in a variable here, so it can go once read.
  const { problems } = await readCsv(
    typeof input === 'string' ? input : await input.text(),
    onProgress,
    undefined,
    onRecord,
  );
  const found = problems.map(describeProblem);
  if (!header || (header.length === 1 && header[0] === '')) {
    if (found.length > 0) throw new TagDataCsvError(found);
    throw refuse(dataFollowsHeader ? 'Line 1 is blank: the first line must name the columns.' : 'The file is empty.');
  }
  if (layoutError) throw layoutError;
  found.push(...rowProblems);
  if (found.length > 0) throw new TagDataCsvError(found.slice(0, MAX_PROBLEMS));
  if (lines.length === 0) throw refuse('The file has no rows.');
  return { rows: lines.length, lines };
}
