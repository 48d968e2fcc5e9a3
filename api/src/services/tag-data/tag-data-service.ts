import type { Readable } from 'node:stream';
import type { Db } from '../../db/db.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import {
  applyStagedValues,
  clearPart,
  countOpenUploads,
  deleteUpload,
  findOpenUploadForUpdate,
  firstForeignTag,
  firstOverlappingRange,
  firstRepeatedTag,
  insertPart,
  insertUpload,
  lockUploadOwner,
  partsOf,
  setUploadMode,
  stagedByteCount,
  stagedRowCount,
  stageLines,
  sweepExpiredUploads,
  type UploadRow,
} from '../../repositories/tag-data/tag-data-repository.js';
import { changeStatusesFromUpload } from '../../repositories/tag-status/tag-status-repository.js';
import {
  TAG_DATA_LIMITS,
  type TagDataCommit,
  type TagDataKind,
  type TagDataPartResult,
  type TagDataResult,
  type TagDataUpload,
  type TagUploadKind,
} from 'shared/contracts/tag-data';
import type { PermissionName } from 'shared/contracts/roles';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { invalidTagData, readTagDataBody } from './read-tag-data-body.js';

interface Target {
  projectId: string;
  collectionId: string;
}

type Collection = Awaited<ReturnType<typeof findProjectCollection>>;

/** Statuses are changed under their own permission; tag data under tag-data:create (docs/adr/0057). */
const PERMISSION_OF: Record<TagUploadKind, PermissionName> = {
  metadata: 'tag-data:create',
  'custom-attributes': 'tag-data:create',
  status: 'tag:update-status',
};

async function writableCollection(db: Db, auth: AuthContext, { projectId, collectionId }: Target, kind: TagUploadKind) {
  await requireProjectPermission(db, auth, projectId, PERMISSION_OF[kind]);
  return findProjectCollection(db, projectId, collectionId);
}

/**
 * For a session's part, commit or abandon, whose kind is known once the session is read: the caller must
 * hold a permission of some kind here, then (checkKind) the one of the session's kind.
 */
async function sessionCollection(db: Db, auth: AuthContext, { projectId, collectionId }: Target) {
  const access = await requireProjectPermission(db, auth, projectId, ({ permissions }) =>
    Object.values(PERMISSION_OF).some((name) => permissions.has(name)),
  );
  const collection = await findProjectCollection(db, projectId, collectionId);
  const checkKind = (upload: UploadRow) => {
    if (!access.permissions.has(PERMISSION_OF[upload.kind])) throw forbidden();
  };
  return { collection, checkKind };
}

const uploadNotFound = () => notFound('Upload not found.');

/** The caller's own open session of this collection, locked for the rest of the transaction. */
async function ownUpload(tx: Db, auth: AuthContext, uploadId: string, collectionId: string): Promise<UploadRow> {
  const upload = await findOpenUploadForUpdate(tx, { uploadId, collectionId });
  if (!upload || upload.owner_user_id !== auth.userId) throw uploadNotFound();
  return upload;
}

/** Stages one body as part `partNumber` of `upload`, replacing what an earlier sending of it staged. */
async function stagePart(
  tx: Db,
  {
    upload,
    partNumber,
    lines,
  }: { upload: UploadRow; partNumber: number; lines: Awaited<ReturnType<typeof readTagDataBody>> },
): Promise<number> {
  if (!lines) throw invalidTagData(partNumber === 1 ? 'The upload has no rows.' : `Part ${partNumber} has no rows.`);
  if (upload.mode === null) await setUploadMode(tx, upload.id, lines.mode);
  await clearPart(tx, upload.id, partNumber);
  await insertPart(tx, upload.id, partNumber, { rowCount: lines.lines.length, byteCount: lines.bytes });
  await stageLines(tx, upload.id, partNumber, lines.lines);
  return lines.lines.length;
}

/** The checks of a status upload that need every row, each error naming the row and the column. */
async function checkStatusRows(tx: Db, upload: UploadRow, collection: Collection) {
  if (upload.mode === 'range') {
    const repeat = await firstOverlappingRange(tx, upload.id);
    if (repeat) {
      throw invalidTagData(
        `Row ${repeat.row_number}, column tag_index: names the same tag as row ${repeat.other_row}.`,
      );
    }
    return;
  }
  const repeat = await firstRepeatedTag(tx, upload.id);
  if (repeat) {
    throw invalidTagData(`Row ${repeat.row_number}, column tag_id: names the same tag as row ${repeat.first_row}.`);
  }
  const foreign = await firstForeignTag(tx, upload.id, collection.id);
  if (foreign) {
    throw invalidTagData(
      `Row ${foreign.row_number}, column tag_id: ${foreign.tag_id} is not a tag of this collection.`,
    );
  }
}

/** Checks every staged row of the upload against the others and the collection, then applies them. */
async function applyUpload(tx: Db, auth: AuthContext, upload: UploadRow, collection: Collection): Promise<number> {
  const mode = upload.mode ?? 'tag';
  if (upload.kind === 'status') {
    await checkStatusRows(tx, upload, collection);
    const changed = await changeStatusesFromUpload(
      tx,
      { uploadId: upload.id, collectionId: collection.id, byIndex: mode === 'range' },
      { userId: auth.userId, apiKeyId: auth.apiKey?.id ?? null },
    );
    await deleteUpload(tx, upload.id);
    return changed;
  }
  if (mode === 'tag') {
    const repeat = await firstRepeatedTag(tx, upload.id);
    if (repeat) {
      throw invalidTagData(
        repeat.row_number === repeat.first_row
          ? `Row ${repeat.row_number} names the same tag twice.`
          : `Row ${repeat.row_number} names the same tag as row ${repeat.first_row}.`,
      );
    }
    const foreign = await firstForeignTag(tx, upload.id, collection.id);
    if (foreign) {
      throw invalidTagData(`Row ${foreign.row_number}: ${foreign.tag_id} is not a tag of this collection.`);
    }
  } else {
    const overlap = await firstOverlappingRange(tx, upload.id);
    if (overlap)
      throw invalidTagData(`Row ${overlap.row_number} covers tags that row ${overlap.other_row} covers too.`);
  }
  const tagsUpdated = await applyStagedValues(tx, {
    uploadId: upload.id,
    collectionId: collection.id,
    kind: upload.kind,
    mode,
  });
  await deleteUpload(tx, upload.id);
  return tagsUpdated;
}

/**
 * Stores an upload of metadata or custom attributes sent in one request, all or nothing: a body of
 * at most the API's body limit (a larger file goes through an upload session). It is staged and
 * applied as a session of one part inside one transaction, so nothing of it outlives a failure.
 */
export async function storeTagData(
  db: Db,
  auth: AuthContext,
  target: Target & { kind: TagDataKind; body: Readable; byteLimit: number },
): Promise<TagDataResult> {
  const collection = await writableCollection(db, auth, target, target.kind);
  const lines = await readTagDataBody(target.body, {
    byteLimit: target.byteLimit,
    kind: target.kind,
    mode: null,
    tagCount: collection.tag_count,
    rowsBefore: 0,
  });
  return db.transaction(async (tx) => {
    const created = await insertUpload(tx, {
      projectId: target.projectId,
      collectionId: collection.id,
      ownerUserId: auth.userId,
      kind: target.kind,
      hours: TAG_DATA_LIMITS.uploadHours,
    });
    const rows = await stagePart(tx, { upload: created, partNumber: 1, lines });
    return { rows, tags_updated: await applyUpload(tx, auth, { ...created, mode: lines!.mode }, collection) };
  });
}

/** Starts an upload session; expired sessions of anyone are swept first. */
export async function createUpload(
  db: Db,
  auth: AuthContext,
  target: Target & { kind: TagUploadKind; partBytes: number },
): Promise<TagDataUpload> {
  const collection = await writableCollection(db, auth, target, target.kind);
  await sweepExpiredUploads(db);
  // Counted and inserted under a lock on the caller's user row: parallel starts are counted one by one.
  const upload = await db.transaction(async (tx) => {
    await lockUploadOwner(tx, auth.userId);
    if ((await countOpenUploads(tx, auth.userId)) >= TAG_DATA_LIMITS.openUploads) {
      throw new AppError(
        409,
        'TAG_DATA_UPLOADS_OPEN',
        `You have ${TAG_DATA_LIMITS.openUploads} uploads open: commit or cancel one first ` +
          `(an upload expires ${TAG_DATA_LIMITS.uploadHours} hours after it starts).`,
      );
    }
    return insertUpload(tx, {
      projectId: target.projectId,
      collectionId: collection.id,
      ownerUserId: auth.userId,
      kind: target.kind,
      hours: TAG_DATA_LIMITS.uploadHours,
    });
  });
  return {
    id: upload.id,
    kind: upload.kind,
    expires_at: upload.expires_at,
    part_bytes: target.partBytes,
    max_parts: TAG_DATA_LIMITS.parts,
    max_rows: TAG_DATA_LIMITS.lines,
  };
}

/** Stages one part of a session; sending the same part number again replaces it. */
export async function storeUploadPart(
  db: Db,
  auth: AuthContext,
  target: Target & { uploadId: string; partNumber: number; body: Readable; byteLimit: number },
): Promise<TagDataPartResult> {
  const { collection, checkKind } = await sessionCollection(db, auth, target);
  const { uploadId, partNumber } = target;
  // Read outside any transaction (the body is bounded): a slow client holds no lock and no connection.
  const known = await db.transaction(async (tx) => {
    const upload = await ownUpload(tx, auth, uploadId, collection.id);
    checkKind(upload);
    return { upload, rowsBefore: await stagedRowCount(tx, uploadId, partNumber) };
  });
  const lines = await readTagDataBody(target.body, {
    byteLimit: target.byteLimit,
    kind: known.upload.kind,
    mode: known.upload.mode,
    tagCount: collection.tag_count,
    rowsBefore: known.rowsBefore,
  });
  return db.transaction(async (tx) => {
    const upload = await ownUpload(tx, auth, uploadId, collection.id);
    if (lines && upload.mode !== null && upload.mode !== lines.mode) {
      throw invalidTagData(
        `Part ${partNumber}: every row must name a tag_id, or every row a tag_index_start and tag_index_end.`,
      );
    }
    const rows = await stagePart(tx, { upload, partNumber, lines });
    if ((await stagedRowCount(tx, uploadId)) > TAG_DATA_LIMITS.lines) {
      throw new AppError(413, 'TAG_DATA_TOO_LARGE', `An upload holds at most ${TAG_DATA_LIMITS.lines} rows.`);
    }
    if ((await stagedByteCount(tx, uploadId)) > TAG_DATA_LIMITS.uploadBytes) {
      throw new AppError(
        413,
        'TAG_DATA_TOO_LARGE',
        `An upload holds at most ${TAG_DATA_LIMITS.uploadBytes} bytes ` +
          `(${TAG_DATA_LIMITS.uploadBytes / 1024 / 1024} MiB) in all its parts.`,
      );
    }
    return { part: partNumber, rows };
  });
}

/** The parts received against what the browser says it sent: a part lost on the way is named. */
function checkParts(parts: { part_number: number; row_count: number }[], expected: TagDataCommit) {
  const numbers = new Set(parts.map((part) => part.part_number));
  for (let number = 1; number <= expected.parts; number += 1) {
    if (!numbers.has(number)) throw invalidTagData(`Part ${number} of ${expected.parts} has not arrived.`);
  }
  const extra = parts.find((part) => part.part_number > expected.parts);
  if (extra) throw invalidTagData(`Part ${extra.part_number} arrived, but the upload has ${expected.parts} parts.`);
  const rows = parts.reduce((sum, part) => sum + part.row_count, 0);
  if (rows !== expected.rows) throw invalidTagData(`The parts hold ${rows} rows, not ${expected.rows}.`);
}

/** Checks and applies every staged row of a session in one transaction, then drops the session. */
export async function commitUpload(
  db: Db,
  auth: AuthContext,
  target: Target & { uploadId: string; expected: TagDataCommit },
): Promise<TagDataResult> {
  const { collection, checkKind } = await sessionCollection(db, auth, target);
  return db.transaction(async (tx) => {
    const upload = await ownUpload(tx, auth, target.uploadId, collection.id);
    checkKind(upload);
    checkParts(await partsOf(tx, upload.id), target.expected);
    return { rows: target.expected.rows, tags_updated: await applyUpload(tx, auth, upload, collection) };
  });
}

/** Abandons a session: every staged row goes, nothing is applied. */
export async function abandonUpload(db: Db, auth: AuthContext, target: Target & { uploadId: string }): Promise<void> {
  const { collection, checkKind } = await sessionCollection(db, auth, target);
  await db.transaction(async (tx) => {
    checkKind(await ownUpload(tx, auth, target.uploadId, collection.id));
    await deleteUpload(tx, target.uploadId);
  });
}
