import Papa from 'papaparse';

export type TagDataKind = 'metadata' | 'custom-attributes';
export type TagDataMode = 'tag' | 'range';

/** 000 §5, §8, verbatim. */
export const METADATA_HEADERS_MISSING = 'Unable to find headers: [tag_id] or [tag_index_start, tag_index_end]';
export const CUSTOM_ATTRIBUTES_HEADER_MISSING = 'Unable to find headers: [tag_id]';

/** What the API takes for one tag (api/src/schemas/tag-data.ts). */
export const LIMITS = { columns: 100, columnName: 100, value: 1000 } as const;

const TAG_ID_HEADERS = ['tag_id', 'tagId', 'tagid'];
const RANGE_HEADERS = ['tag_index_start', 'tag_index_end'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^\d{1,15}$/;

export class TagDataCsvError extends Error {}

export interface ParsedTagData {
  mode: TagDataMode;
  /** Data rows read (blank lines skipped). */
  rows: number;
  /** The value columns, in file order. */
  columns: string[];
  /** One JSON line per row, as PUT /collections/{id}/tag-metadata takes it. */
  ndjson: Blob;
}

interface Layout {
  mode: TagDataMode;
  idColumn?: string;
  columns: string[];
}

function layoutOf(headers: string[], kind: TagDataKind): Layout {
  headers.forEach((header, index) => {
    if (header === '') throw new TagDataCsvError(`Column ${index + 1} has no name.`);
    const earlier = headers.indexOf(header);
    if (earlier !== index)
      throw new TagDataCsvError(`Columns ${earlier + 1} and ${index + 1} are both named '${header}'.`);
  });
  const idColumn = kind === 'metadata' ? TAG_ID_HEADERS.find((name) => headers.includes(name)) : 'tag_id';
  const mode: TagDataMode | undefined =
    idColumn && headers.includes(idColumn)
      ? 'tag'
      : kind === 'metadata' && RANGE_HEADERS.every((name) => headers.includes(name))
        ? 'range'
        : undefined;
  if (!mode)
    throw new TagDataCsvError(kind === 'metadata' ? METADATA_HEADERS_MISSING : CUSTOM_ATTRIBUTES_HEADER_MISSING);
  const keys: readonly string[] = mode === 'tag' ? [idColumn!] : RANGE_HEADERS;
  const columns = headers.filter((header) => !keys.includes(header));
  if (columns.length > LIMITS.columns) {
    throw new TagDataCsvError(`The file has ${columns.length} value columns; ${LIMITS.columns} at most.`);
  }
  const long = columns.find((column) => column.length > LIMITS.columnName);
  if (long)
    throw new TagDataCsvError(
      `The column name '${long.slice(0, 20)}…' is longer than ${LIMITS.columnName} characters.`,
    );
  return { mode, idColumn, columns };
}

function wholeNumber(record: Record<string, string>, column: string, row: number): number {
  const text = (record[column] ?? '').trim();
  if (!WHOLE_NUMBER.test(text)) {
    throw new TagDataCsvError(`Row ${row}, column ${column}: '${text}' is not a whole number of 0 or more.`);
  }
  return Number(text);
}

/** One row as a JSON line, or an error naming the row and column. */
function lineOf(record: Record<string, string>, row: number, layout: Layout): string {
  const values: Record<string, string> = {};
  for (const column of layout.columns) {
    const value = record[column] ?? '';
    if (value.length > LIMITS.value) {
      throw new TagDataCsvError(`Row ${row}, column ${column}: longer than ${LIMITS.value} characters.`);
    }
    if (value !== '') values[column] = value;
  }
  if (layout.mode === 'tag') {
    const tagId = (record[layout.idColumn!] ?? '').trim();
    if (!UUID.test(tagId))
      throw new TagDataCsvError(`Row ${row}, column ${layout.idColumn}: '${tagId}' is not a tag id.`);
    return JSON.stringify({ row, tag_id: tagId.toLowerCase(), values });
  }
  const start = wholeNumber(record, 'tag_index_start', row);
  const end = wholeNumber(record, 'tag_index_end', row);
  if (start > end) throw new TagDataCsvError(`Row ${row}: tag_index_start ${start} is after tag_index_end ${end}.`);
  return JSON.stringify({ row, tag_index_start: start, tag_index_end: end, values });
}

const isBlank = (record: Record<string, string>) => Object.values(record).every((value) => value === '');

/**
 * Reads a metadata or custom-attributes CSV in chunks (a million rows stay responsive), checks every
 * row, and turns it into the NDJSON the API stores. The first bad row stops it with an error that
 * names the row (the header is row 1) and the column; nothing is sent before the whole file passed.
 */
export function parseTagDataCsv(
  input: File | string,
  kind: TagDataKind,
  onProgress: (percent: number) => void = () => undefined,
): Promise<ParsedTagData> {
  const size = typeof input === 'string' ? input.length : input.size;
  return new Promise((resolve, reject) => {
    let layout: Layout | undefined;
    let row = 1;
    let rows = 0;
    const parts: string[] = [];
    let failed = false;
    // As written: papaparse renames a repeated header (colour, colour_1), which would hide the mistake.
    const headers: string[] = [];
    const fail = (parser: Papa.Parser, error: unknown) => {
      failed = true;
      parser.abort();
      reject(error);
    };

    Papa.parse<Record<string, string>>(input, {
      header: true,
      skipEmptyLines: false,
      chunkSize: 1024 * 1024,
      // A spreadsheet's UTF-8 byte-order mark would otherwise become part of the first header.
      transformHeader: (header, index) => {
        const name = header.replace(/^\uFEFF/, '').trim();
        headers[index] ??= name;
        return name;
      },
      chunk: (results, parser) => {
        if (failed) return;
        try {
          layout ??= layoutOf(headers, kind);
          const fieldErrors = new Map(
            results.errors.filter((error) => error.row !== undefined).map((error) => [error.row!, error]),
          );
          const lines: string[] = [];
          results.data.forEach((record, index) => {
            row += 1;
            if (isBlank(record)) return;
            const error = fieldErrors.get(index);
            if (error) throw new TagDataCsvError(`Row ${row}: ${error.message}.`);
            lines.push(lineOf(record, row, layout!));
          });
          rows += lines.length;
          if (lines.length > 0) parts.push(`${lines.join('\n')}\n`);
          onProgress(Math.min(100, Math.round((results.meta.cursor / Math.max(size, 1)) * 100)));
        } catch (error) {
          fail(parser, error);
        }
      },
      complete: () => {
        if (failed) return;
        if (!layout) return reject(new TagDataCsvError('The file is empty.'));
        if (rows === 0) return reject(new TagDataCsvError('The file has no rows.'));
        resolve({
          mode: layout.mode,
          rows,
          columns: layout.columns,
          ndjson: new Blob(parts, { type: 'application/x-ndjson' }),
        });
      },
      error: (error: Error) => reject(new TagDataCsvError(`The file could not be read: ${error.message}`)),
    });
  });
}
