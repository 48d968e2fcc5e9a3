import Papa from 'papaparse';

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** One record of the file, with the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  /** 1-based field position; absent when the problem is the line's. */
  column?: number;
  message: string;
}

export interface ReadCsvResult {
  records: CsvRecord[];
  problems: CsvProblem[];
}

interface Lines {
  /** The text with every line break outside quotes written as LF (quoted values keep theirs). */
  text: string;
  /** The line each record starts on, in order. */
  starts: number[];
  unclosedQuote?: CsvProblem;
}

/**
 * Finds where records end the way RFC 4180 says (a quote opens a value only at its start; CRLF, LF or
 * CR outside quotes end a record), so a file whose lines end in different ways still splits into its
 * lines instead of papaparse's guess merging them, and every record knows its line.
 */
function splitLines(text: string): Lines {
  const pieces: string[] = [];
  const starts = [1];
  let line = 1;
  let pieceStart = 0;
  let fieldStart = true;
  let inQuotes = false;
  let quoteLine = 0;
  let quoteColumn = 0;
  let column = 1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inQuotes) {
      if (code === QUOTE) {
        if (text.charCodeAt(index + 1) === QUOTE) index += 1;
        else inQuotes = false;
      } else if (code === LF || (code === CR && text.charCodeAt(index + 1) !== LF)) {
        line += 1;
      }
      continue;
    }
    if (code === QUOTE && fieldStart) {
      inQuotes = true;
      quoteLine = line;
      quoteColumn = column;
    } else if (code === COMMA) {
      column += 1;
      fieldStart = true;
      continue;
    } else if (code === CR || code === LF) {
      pieces.push(text.slice(pieceStart, index));
      if (code === CR && text.charCodeAt(index + 1) === LF) index += 1;
      pieceStart = index + 1;
      line += 1;
      starts.push(line);
      column = 1;
      fieldStart = true;
      continue;
    }
    fieldStart = false;
  }
  pieces.push(text.slice(pieceStart));
  return {
    text: pieces.join('\n'),
    starts,
    unclosedQuote: inQuotes
      ? { line: quoteLine, column: quoteColumn, message: 'the quoted value that starts here is never closed' }
      : undefined,
  };
}

/** The 1-based field of `record` (its text) that character `offset` falls in. */
function columnAt(record: string, offset: number): number {
  let column = 1;
  let inQuotes = false;
  for (let index = 0; index < Math.min(offset, record.length); index += 1) {
    const code = record.charCodeAt(index);
    if (code === QUOTE) inQuotes = !inQuotes;
    else if (code === COMMA && !inQuotes) column += 1;
  }
  return column;
}

/** Every problem is kept, up to this many: enough to fix a file, bounded for a file that is all wrong. */
export const MAX_PROBLEMS = 100;

/**
 * Reads a CSV with papaparse, one record at a time, and reports every problem with its line and column:
 * a quote that is never closed, a malformed quote, and any difference between the records papaparse read
 * and the lines the file has, so no line can be merged into another unnoticed. Yields to the page every
 * `yieldEvery` records and reports progress (0–100). With `onRecord`, each record is handed to it as it is
 * read and none is kept: `records` is then empty.
 */
export function readCsv(
  input: string,
  onProgress: (percent: number) => void = () => undefined,
  yieldEvery = 20_000,
  onRecord?: (record: CsvRecord) => void,
): Promise<ReadCsvResult> {
  let lines = splitLines(input.replace(/^\uFEFF/, ''));
  const problems: CsvProblem[] = [];
  const report = (problem: CsvProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  if (lines.unclosedQuote) report(lines.unclosedQuote);
  const records: CsvRecord[] = [];
  if (lines.text === '') return Promise.resolve({ records, problems });
  let recordStart = 0;
  let base = 0;
  let count = 0;
  return new Promise((resolve) => {
    Papa.parse<string[]>(lines.text, {
      header: false,
      delimiter: ',',
      newline: '\n',
      skipEmptyLines: false,
      step: (result, parser) => {
        const line = lines.starts[count] ?? lines.starts.at(-1)!;
        for (const error of result.errors) {
          // An unclosed quote is reported above, with the line it opens on.
          if (problems.length >= MAX_PROBLEMS || (error.code === 'MissingQuotes' && lines.unclosedQuote)) continue;
          // papaparse counts error.index and meta.cursor from where it last resumed: `base` in the text.
          const at = error.index === undefined ? undefined : base + error.index - recordStart;
          const column = at === undefined ? undefined : columnAt(lines.text.slice(recordStart, recordStart + at), at);
          report({ line, column, message: error.message });
        }
        count += 1;
        if (onRecord) onRecord({ line, fields: result.data });
        else records.push({ line, fields: result.data });
        // The cursor is past the record's line break: where the next record starts.
        recordStart = base + result.meta.cursor;
        if (count % yieldEvery === 0) {
          onProgress(Math.min(99, Math.floor((count / lines.starts.length) * 100)));
          parser.pause();
          // papaparse resumes on the text from here on, counting from 0 again.
          base = recordStart;
          setTimeout(() => parser.resume(), 0);
        }
      },
      complete: () => {
        if (!lines.unclosedQuote && count !== lines.starts.length) {
          report({
            line: lines.starts.at(-1)!,
            message:
              `the file has ${lines.starts.length} lines but ${count} records were read; ` +
              'a line may have been merged into another',
          });
        }
        // Nothing here needs the text any more.
        lines = { text: '', starts: [] };
        onProgress(100);
        resolve({ records, problems });
      },
    });
  });
}
