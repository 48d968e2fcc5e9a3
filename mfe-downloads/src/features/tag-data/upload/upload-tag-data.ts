import { useMutation } from '@tanstack/react-query';
import { api, ApiError, formatCount, plural, sendWithProgress, type UploadProgress } from 'shared';
import type { TagDataKind, TagUploadKind } from 'shared/contracts/tag-data';
import { parseTagDataCsv, type ParsedTagData } from '../csv/parse-tag-data-csv';
import { packParts } from './upload-parts';

export interface TagDataUploadResult {
  rows: number;
  /** Absent when the commit's answer was lost but the API is known to have applied it. */
  tags_updated?: number;
}

export interface UploadSession {
  id: string;
  part_bytes: number;
  max_rows: number;
}

export type UploadPhase =
  | { phase: 'checking'; percent: number }
  /** Percent sent of each part, in order. */
  | { phase: 'uploading'; parts: number[] }
  | { phase: 'applying' };

/**
 * The commit was sent but its answer was lost (or a proxy answered for the API), and asking the session
 * afterwards did not tell whether it was applied: the data may or may not have been stored.
 */
export class TagDataOutcomeUnknownError extends Error {}

/** The calls an upload makes, one function each, so the steps between them can be tested without a server. */
export interface TagDataUploadTransport {
  createSession(kind: TagUploadKind): Promise<UploadSession>;
  putPart(sessionId: string, part: number, body: Blob, onProgress: UploadProgress): Promise<unknown>;
  commit(sessionId: string, body: Blob): Promise<TagDataUploadResult>;
  /** Deletes the session; answers the HTTP status, 0 when no answer came. */
  abandon(sessionId: string): Promise<number>;
}

const NDJSON = 'application/x-ndjson';

export function tagDataTransport(projectId: string, collectionId: string): TagDataUploadTransport {
  const uploads = `collections/${collectionId}/tag-data/uploads`;
  return {
    createSession: (kind) => api('warehouse', { projectId }).post(uploads, { json: { kind } }).json<UploadSession>(),
    putPart: (sessionId, part, body, onProgress) =>
      sendWithProgress({
        service: 'warehouse',
        path: `${uploads}/${sessionId}/parts/${part}`,
        method: 'PUT',
        projectId,
        body,
        contentType: NDJSON,
        onProgress,
      }),
    // Through XMLHttpRequest, which has no time limit: a million rows take the API a while to apply.
    commit: (sessionId, body) =>
      sendWithProgress<TagDataUploadResult>({
        service: 'warehouse',
        path: `${uploads}/${sessionId}/commit`,
        method: 'POST',
        projectId,
        body,
        contentType: 'application/json',
        onProgress: () => undefined,
      }),
    abandon: (sessionId) =>
      api('warehouse', { projectId })
        .delete(`${uploads}/${sessionId}`)
        .then(
          (response) => response.status,
          (error: unknown) => (error instanceof ApiError ? error.status : 0),
        ),
  };
}

/** A part that could not reach the server is sent again once: parts replace themselves, so this is safe. */
async function withOneRetry<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return send();
    throw error;
  }
}

/** The commit answered, refusing it: the API applied nothing. */
const commitRefused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Checks the row count against the session's, packs the lines into parts (moving them out of `parsed`, so
 * only the parts stay alive) and sends each part; answers how many were sent. The parts go when it returns.
 */
async function sendParts(
  parsed: ParsedTagData,
  session: UploadSession,
  transport: TagDataUploadTransport,
  onPhase: (phase: UploadPhase) => void,
): Promise<number> {
  if (parsed.rows > session.max_rows) {
    throw new Error(
      `The file has ${plural(parsed.rows, 'row')}; an upload takes ${formatCount(session.max_rows)} at most. Split it into smaller files.`,
    );
  }
  const parts = packParts(parsed.lines.splice(0), session.part_bytes);
  const sent = parts.map(() => 0);
  onPhase({ phase: 'uploading', parts: [...sent] });
  for (const [index, body] of parts.entries()) {
    await withOneRetry(() =>
      transport.putPart(session.id, index + 1, body, (percent) => {
        sent[index] = percent;
        onPhase({ phase: 'uploading', parts: [...sent] });
      }),
    );
    sent[index] = 100;
    onPhase({ phase: 'uploading', parts: [...sent] });
  }
  return parts.length;
}

/**
 * 000 §4: a CSV upload is checked whole in the browser, then sent through an upload session in parts of
 * at most the API's body limit, each with its own progress, and committed at the end, which the API
 * stores all or nothing. A failure before the commit abandons the session, so nothing is left staged
 * (docs/adr/0007). When the commit's answer is lost, the session tells the outcome: the commit deletes it
 * in its transaction, so a DELETE that finds no session means the commit was applied, and one that deletes
 * it means it was not; any other answer leaves the outcome unknown, and the error says so.
 */
export async function uploadTagDataFile(
  file: File | string,
  kind: TagDataKind,
  transport: TagDataUploadTransport,
  onPhase: (phase: UploadPhase) => void,
): Promise<TagDataUploadResult> {
  return uploadCheckedFile((onProgress) => parseTagDataCsv(file, kind, onProgress), kind, transport, onPhase);
}

/**
 * The steps of uploadTagDataFile after a parser of the kind's CSV (`parse`, reporting 0–100) has checked the
 * whole file: tag statuses go up this way too (docs/adr/0057).
 */
export async function uploadCheckedFile(
  parse: (onProgress: (percent: number) => void) => Promise<ParsedTagData>,
  kind: TagUploadKind,
  transport: TagDataUploadTransport,
  onPhase: (phase: UploadPhase) => void,
): Promise<TagDataUploadResult> {
  onPhase({ phase: 'checking', percent: 0 });
  const parsed = await parse((percent) => onPhase({ phase: 'checking', percent }));
  const { rows } = parsed;
  const session = await transport.createSession(kind);
  let count: number;
  try {
    count = await sendParts(parsed, session, transport, onPhase);
  } catch (error) {
    await transport.abandon(session.id).catch(() => 0);
    throw error;
  }
  onPhase({ phase: 'applying' });
  try {
    return await transport.commit(session.id, new Blob([JSON.stringify({ parts: count, rows })]));
  } catch (error) {
    const status = await transport.abandon(session.id).catch(() => 0);
    if (commitRefused(error) || status === 204) throw error;
    if (status === 404) return { rows };
    throw new TagDataOutcomeUnknownError(
      'The server did not say whether the upload was stored. Check the tag data before uploading the file again.',
    );
  }
}

export function useUploadTagData(
  projectId: string,
  collectionId: string,
  kind: TagDataKind,
  onPhase: (phase: UploadPhase) => void,
) {
  return useMutation({
    mutationFn: (file: File) => uploadTagDataFile(file, kind, tagDataTransport(projectId, collectionId), onPhase),
  });
}
