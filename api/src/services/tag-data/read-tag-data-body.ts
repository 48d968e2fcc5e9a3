import type { Readable } from 'node:stream';
import split2 from 'split2';
import * as v from 'valibot';
import { AppError } from '../../errors.js';
import type { StagedLine, TagDataMode } from '../../repositories/tag-data/tag-data-repository.js';
import { FORBIDDEN_KEYS, TAG_DATA_LIMITS, TagLine, TagRangeLine, type TagUploadKind } from 'shared/contracts/tag-data';
import { readStatusLine } from './read-status-line.js';

export const invalidTagData = (message: string) => new AppError(400, 'TAG_DATA_INVALID', message);

export const tooLarge = (message: string) => new AppError(413, 'TAG_DATA_TOO_LARGE', message);

export interface TagDataBody {
  mode: TagDataMode;
  lines: StagedLine[];
  /** Bytes of the body as received. */
  bytes: number;
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = (issue.path ?? []).map((step) => String(step.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** PostgreSQL cannot store NUL in text, jsonb included. */
function refuseNul(row: number, values: Record<string, string>) {
  if (Object.entries(values).some(([key, value]) => `${key}${value}`.includes('\u0000'))) {
    throw invalidTagData(`Row ${row}: text must not contain NUL characters.`);
  }
}

/** Read before the schema, which would leave these keys out and report success. */
function refuseForbiddenKeys(where: string, values: unknown) {
  if (typeof values !== 'object' || values === null) return;
  const key = FORBIDDEN_KEYS.find((name) => Object.hasOwn(values, name));
  if (key) throw invalidTagData(`${where}: a column may not be named '${key}'.`);
}

function parseJson(text: string, lineNumber: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidTagData(`Line ${lineNumber} is not JSON.`);
  }
}

/** One line of tag data checked alone: the shape of its mode, a range inside the collection. */
function readDataLine(json: unknown, lineNumber: number, mode: TagDataMode | undefined, tagCount: number) {
  const named = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const lineMode: TagDataMode = 'tag_id' in named ? 'tag' : 'range';
  const where = typeof named.row === 'number' ? `Row ${named.row}` : `Line ${lineNumber}`;
  if (mode && lineMode !== mode) {
    throw invalidTagData(`${where}: every row must name a tag_id, or every row a tag_index_start and tag_index_end.`);
  }
  refuseForbiddenKeys(where, named.values);
  if (lineMode === 'tag') {
    const parsed = v.safeParse(TagLine, json);
    if (!parsed.success) throw invalidTagData(`${where}: ${describeIssue(parsed.issues[0])}`);
    const { row, tag_id, values } = parsed.output;
    refuseNul(row, values);
    return { mode: lineMode, line: { row, tagId: tag_id, indexStart: null, indexEnd: null, values } };
  }
  const parsed = v.safeParse(TagRangeLine, json);
  if (!parsed.success) throw invalidTagData(`${where}: ${describeIssue(parsed.issues[0])}`);
  const { row, tag_index_start: start, tag_index_end: end, values } = parsed.output;
  refuseNul(row, values);
  if (start > end) throw invalidTagData(`Row ${row}: tag_index_start ${start} is after tag_index_end ${end}.`);
  if (end >= tagCount) {
    throw invalidTagData(
      tagCount === 0
        ? `Row ${row}: the collection has no tags yet.`
        : `Row ${row}: tag_index_end ${end} is past the collection's last tag (index ${tagCount - 1}).`,
    );
  }
  return { mode: lineMode, line: { row, tagId: null, indexStart: start, indexEnd: end, values } };
}

/**
 * Reads and drops the rest of a refused body, up to `limit` more bytes, so a client that sent a little
 * too much gets the answer rather than a reset socket. Past that the body is left unread: false, and the
 * caller answers with `Connection: close`, which ends the socket (and the request with it) once the answer
 * is written, so a client cannot make the API read a body of any size after refusing it.
 */
async function discardRest(body: Readable, limit: number): Promise<boolean> {
  if (body.readableEnded || body.destroyed) return true;
  body.removeAllListeners('data');
  let discarded = 0;
  return new Promise<boolean>((resolve) => {
    const finish = (ended: boolean) => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onError);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded <= limit) return;
      body.pause();
      finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    body.once('close', onError);
    body.resume();
  });
}

/** The same refusal, answered with `Connection: close`: the rest of the body is not read. */
function closingConnection(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(
    error.status,
    error.code,
    error.message,
    { ...error.headers, connection: 'close' },
    error.details,
  );
}

/** The body's lines, counted in bytes as they stream: past `byteLimit` the upload ends with a 413. */
async function* linesOf(body: Readable, byteLimit: number, size: { bytes: number }): AsyncGenerator<string> {
  const lines = split2({ maxLength: TAG_DATA_LIMITS.lineBytes });
  const count = (chunk: Buffer) => {
    size.bytes += chunk.length;
    if (size.bytes <= byteLimit) return;
    body.unpipe(lines);
    lines.destroy(
      tooLarge(
        `The body is larger than ${byteLimit} bytes, the API's body limit: send a larger file in parts ` +
          'through an upload session (POST …/tag-data/uploads).',
      ),
    );
  };
  body.on('data', count);
  body.on('error', (error) => lines.destroy(error));
  body.pipe(lines);
  try {
    for await (const line of lines as AsyncIterable<string>) {
      if (line.trim() !== '') yield line;
    }
  } catch (error) {
    // split2's own words when a line passes maxLength.
    if ((error as Error).message === 'maximum buffer reached') {
      throw invalidTagData(`A line is longer than ${TAG_DATA_LIMITS.lineBytes} characters.`);
    }
    throw error;
  } finally {
    body.off('data', count);
  }
}

/**
 * Reads one NDJSON body (a whole upload, or one part of a session) of at most `byteLimit` bytes and
 * checks each line alone; what needs every row (repeats, foreign tags, overlaps) is left to SQL.
 * The lines are held in memory, which the byte limit bounds, so no transaction waits on a slow client.
 */
export async function readTagDataBody(
  body: Readable,
  {
    byteLimit,
    kind,
    mode: knownMode,
    tagCount,
    rowsBefore,
  }: { byteLimit: number; kind: TagUploadKind; mode: TagDataMode | null; tagCount: number; rowsBefore: number },
): Promise<TagDataBody | undefined> {
  let mode = knownMode ?? undefined;
  const lines: StagedLine[] = [];
  const size = { bytes: 0 };
  try {
    for await (const text of linesOf(body, byteLimit, size)) {
      if (rowsBefore + lines.length + 1 > TAG_DATA_LIMITS.lines) {
        throw tooLarge(`An upload holds at most ${TAG_DATA_LIMITS.lines} rows.`);
      }
      const json = parseJson(text, lines.length + 1);
      const read =
        kind === 'status'
          ? readStatusLine(json, lines.length + 1, mode, tagCount)
          : readDataLine(json, lines.length + 1, mode, tagCount);
      if (read.mode === 'range' && kind === 'custom-attributes') {
        throw invalidTagData(`Row ${read.line.row}: custom attributes need a tag_id on every row.`);
      }
      mode = read.mode;
      lines.push(read.line);
    }
  } catch (error) {
    if (!(await discardRest(body, byteLimit))) throw closingConnection(error);
    throw error;
  }
  return mode && lines.length > 0 ? { mode, lines, bytes: size.bytes } : undefined;
}
