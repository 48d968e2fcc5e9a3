import { checkTagStatusLine } from 'shared/contracts/tag-status';
import { TagDataCsvError, type ParsedTagData } from './parse-tag-data-csv';
import { MAX_PROBLEMS, readCsv, type CsvProblem } from './read-csv';

/** The columns a status file may have, in the template's order; tag_id or tag_index names the tag. */
export const TAG_STATUS_COLUMNS = ['tag_id', 'tag_index', 'status', 'reason', 'note'] as const;
export const TAG_STATUS_TEMPLATE = 'tag_id,status,reason,note\r\n';

const WHOLE_NUMBER = /^\d{1,15}$/;

const describeProblem = ({ line, column, message }: CsvProblem) =>
  `${column === undefined ? `Line ${line}` : `Line ${line}, column ${column}`}: ${message}.`;

/** The header's problem, if any: every column known, once, the tag named one way, and a status column. */
function headerProblem(header: string[]): string | undefined {
  const known: readonly string[] = TAG_STATUS_COLUMNS;
  for (const [index, name] of header.entries()) {
    if (!known.includes(name)) {
      return `Column ${index + 1}: '${name}' is not one of ${TAG_STATUS_COLUMNS.join(', ')}.`;
    }
    if (header.indexOf(name) !== index)
      return `Columns ${header.indexOf(name) + 1} and ${index + 1} are both named '${name}'.`;
  }
  if (header.includes('tag_id') === header.includes('tag_index')) {
    return 'Name the tags with a tag_id column or a tag_index column, one of the two.';
  }
  if (!header.includes('status')) return 'The file needs a status column.';
  return undefined;
}

/** One row as the line the API stages, or its problem naming the row and the column. */
function lineOf(fields: string[], row: number, header: string[]): string {
  if (fields.length !== header.length) {
    throw new TagDataCsvError([
      `Row ${row}: the header names ${header.length} columns, this row has ${fields.length} values.`,
    ]);
  }
  const line: Record<string, string | number> = { row };
  header.forEach((name, index) => {
    const value = fields[index]!.trim();
    if (name === 'tag_index') {
      if (!WHOLE_NUMBER.test(value)) {
        throw new TagDataCsvError([`Row ${row}, column tag_index: '${value}' is not a whole number of 0 or more.`]);
      }
      line.tag_index = Number(value);
    } else if (value !== '' || name === 'tag_id' || name === 'status') {
      line[name] = name === 'tag_id' ? value.toLowerCase() : value;
    }
  });
  const checked = checkTagStatusLine(line);
  if ('problem' in checked) {
    const { column, message } = checked.problem;
    throw new TagDataCsvError([column ? `Row ${row}, column ${column}: ${message}` : `Row ${row}: ${message}`]);
  }
  return JSON.stringify(line);
}

/**
 * Reads a tag status CSV the way metadata files are read (readCsv: each record knows its
 * line, the header is line 1) and checks every row with the contract's checks the API makes too. Every
 * problem is reported, up to 100, each naming its row and column; nothing is sent unless the whole file
 * passed. Empty lines are left out.
 */
export async function parseTagStatusCsv(
  input: File | string,
  onProgress: (percent: number) => void = () => undefined,
): Promise<ParsedTagData> {
  let header: string[] | undefined;
  /** A header with a problem: its rows cannot be read. */
  let headerRefused = false;
  const problems: string[] = [];
  const lines: string[] = [];
  const onRecord = ({ line, fields }: { line: number; fields: string[] }) => {
    if (fields.every((field) => field.trim() === '')) return;
    if (!header) {
      header = fields.map((name) => name.trim());
      const problem = headerProblem(header);
      if (problem) problems.push(problem);
      headerRefused = problem !== undefined;
      return;
    }
    if (headerRefused || problems.length >= MAX_PROBLEMS) return;
    try {
      lines.push(lineOf(fields, line, header));
    } catch (error) {
      if (!(error instanceof TagDataCsvError)) throw error;
      problems.push(...error.problems);
    }
  };
  const read = await readCsv(typeof input === 'string' ? input : await input.text(), onProgress, undefined, onRecord);
  const found = [...read.problems.map(describeProblem), ...problems].slice(0, MAX_PROBLEMS);
  if (found.length > 0) throw new TagDataCsvError(found);
  if (!header) throw new TagDataCsvError(['The file is empty.']);
  if (lines.length === 0) throw new TagDataCsvError(['The file has no rows.']);
  return { rows: lines.length, lines };
}
