import type { Readable } from 'node:stream';
import split2 from 'split2';
import * as v from 'valibot';
import type { Db } from '../../db/db.js';
import { AppError, forbidden } from '../../errors.js';
import {
  applyStagedValues,
  createStaging,
  firstForeignTag,
  firstOverlappingRange,
  firstRepeatedTag,
  stageLines,
  type StagedLine,
} from '../../repositories/tag-data/tag-data-repository.js';
import {
  TAG_DATA_LIMITS,
  TagLine,
  TagRangeLine,
  type TagDataKind,
  type TagDataResult,
} from '../../schemas/tag-data.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { resolveProjectAccess } from '../projects/project-access.js';

/** Rows staged per INSERT: few statements, each well under PostgreSQL's parameter and memory limits. */
const STAGE_BATCH = 5000;

const invalid = (message: string) => new AppError(400, 'TAG_DATA_INVALID', message);

type Mode = 'tag' | 'range';

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = (issue.path ?? []).map((step) => String(step.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** PostgreSQL cannot store NUL in text, jsonb included. */
function refuseNul(row: number, values: Record<string, string>) {
  if (Object.entries(values).some(([key, value]) => `${key}${value}`.includes('\u0000'))) {
    throw invalid(`Row ${row}: text must not contain NUL characters.`);
  }
}

/** One line of the body checked alone: JSON, the shape of its mode, a range inside the collection. */
function readLine(
  text: string,
  lineNumber: number,
  mode: Mode | undefined,
  tagCount: number,
): StagedLine & { mode: Mode } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid(`Line ${lineNumber} is not JSON.`);
  }
  const named = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const lineMode: Mode = 'tag_id' in named ? 'tag' : 'range';
  const where = typeof named.row === 'number' ? `Row ${named.row}` : `Line ${lineNumber}`;
  if (mode && lineMode !== mode) {
    throw invalid(`${where}: every row must name a tag_id, or every row a tag_index_start and tag_index_end.`);
  }
  if (lineMode === 'tag') {
    const parsed = v.safeParse(TagLine, json);
    if (!parsed.success) throw invalid(`${where}: ${describeIssue(parsed.issues[0])}`);
    const { row, tag_id, values } = parsed.output;
    refuseNul(row, values);
    return { mode: 'tag', row, tagId: tag_id, indexStart: null, indexEnd: null, values };
  }
  const parsed = v.safeParse(TagRangeLine, json);
  if (!parsed.success) throw invalid(`${where}: ${describeIssue(parsed.issues[0])}`);
  const { row, tag_index_start: start, tag_index_end: end, values } = parsed.output;
  refuseNul(row, values);
  if (start > end) throw invalid(`Row ${row}: tag_index_start ${start} is after tag_index_end ${end}.`);
  if (end >= tagCount) {
    throw invalid(
      tagCount === 0
        ? `Row ${row}: the collection has no tags yet.`
        : `Row ${row}: tag_index_end ${end} is past the collection's last tag (index ${tagCount - 1}).`,
    );
  }
  return { mode: 'range', row, tagId: null, indexStart: start, indexEnd: end, values };
}

/** The body's lines, one JSON object each; a line past the byte limit ends the upload with a 400. */
async function* linesOf(body: Readable): AsyncGenerator<string> {
  const lines = body.pipe(split2({ maxLength: TAG_DATA_LIMITS.lineBytes }));
  body.on('error', (error) => lines.destroy(error));
  try {
    for await (const line of lines as AsyncIterable<string>) {
      if (line.trim() !== '') yield line;
    }
  } catch (error) {
    // split2's own words when a line passes maxLength.
    if ((error as Error).message === 'maximum buffer reached') {
      throw invalid(`A line is longer than ${TAG_DATA_LIMITS.lineBytes} characters.`);
    }
    throw error;
  }
}

/**
 * Stores an upload of metadata or custom attributes for tags of one collection, all or nothing.
 * The body is NDJSON, one line per CSV row (the browser parses the file, 000 §7), so a million rows
 * are one request; it is read as a stream and staged in batches, then checked and applied in SQL.
 */
export async function storeTagData(
  db: Db,
  auth: AuthContext,
  {
    projectId,
    collectionId,
    kind,
    body,
  }: { projectId: string; collectionId: string; kind: TagDataKind; body: Readable },
): Promise<TagDataResult> {
  const access = await resolveProjectAccess(db, auth, projectId);
  if (!access.permissions.has('tag-data:create')) throw forbidden();
  const collection = await findProjectCollection(db, projectId, collectionId);

  return db.transaction(async (tx) => {
    await createStaging(tx);
    let mode: Mode | undefined;
    let rows = 0;
    let batch: StagedLine[] = [];
    for await (const text of linesOf(body)) {
      rows += 1;
      if (rows > TAG_DATA_LIMITS.lines) {
        throw new AppError(413, 'TAG_DATA_TOO_LARGE', `An upload holds at most ${TAG_DATA_LIMITS.lines} rows.`);
      }
      const line = readLine(text, rows, mode, collection.tag_count);
      if (line.mode === 'range' && kind === 'custom-attributes') {
        throw invalid(`Row ${line.row}: custom attributes need a tag_id on every row.`);
      }
      mode = line.mode;
      batch.push(line);
      if (batch.length === STAGE_BATCH) {
        await stageLines(tx, batch);
        batch = [];
      }
    }
    if (!mode) throw invalid('The upload has no rows.');
    if (batch.length > 0) await stageLines(tx, batch);

    if (mode === 'tag') {
      const repeat = await firstRepeatedTag(tx);
      if (repeat) throw invalid(`Row ${repeat.row_number} names the same tag as row ${repeat.first_row}.`);
      const foreign = await firstForeignTag(tx, collection.id);
      if (foreign) throw invalid(`Row ${foreign.row_number}: ${foreign.tag_id} is not a tag of this collection.`);
    } else {
      const overlap = await firstOverlappingRange(tx);
      if (overlap) throw invalid(`Row ${overlap.row_number} covers tags that row ${overlap.other_row} covers too.`);
    }
    const tagsUpdated = await applyStagedValues(tx, { collectionId: collection.id, kind, mode });
    return { rows, tags_updated: tagsUpdated };
  });
}
