import { useMutation } from '@tanstack/react-query';
import { api, ApiError, sendWithProgress } from 'shared';
import { parseTagDataCsv, type TagDataKind } from './parse-tag-data-csv';
import { packParts } from './upload-parts';

export interface TagDataUploadResult {
  rows: number;
  tags_updated: number;
}

interface UploadSession {
  id: string;
  part_bytes: number;
}

export type UploadPhase =
  | { phase: 'checking'; percent: number }
  /** Percent sent of each part, in order. */
  | { phase: 'uploading'; parts: number[] }
  | { phase: 'applying' };

const NDJSON = 'application/x-ndjson';

/** A part that could not reach the server is sent again once: parts replace themselves, so this is safe. */
async function withOneRetry<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return send();
    throw error;
  }
}

/**
 * 000 §4: a CSV upload is checked whole in the browser, then sent through an upload session in parts of
 * at most the API's body limit, each with its own progress, and committed at the end, which the API
 * stores all or nothing. A failure after the session started abandons it, so nothing is left staged
 * (docs/adr/0007).
 */
export function useUploadTagData(
  projectId: string,
  collectionId: string,
  kind: TagDataKind,
  onPhase: (phase: UploadPhase) => void,
) {
  return useMutation({
    mutationFn: async (file: File) => {
      onPhase({ phase: 'checking', percent: 0 });
      const parsed = await parseTagDataCsv(file, kind, (percent) => onPhase({ phase: 'checking', percent }));
      const uploads = `collections/${collectionId}/tag-data/uploads`;
      const session = await api('warehouse', { projectId }).post(uploads, { json: { kind } }).json<UploadSession>();
      const path = `${uploads}/${session.id}`;
      try {
        const parts = packParts(parsed.lines, session.part_bytes);
        const sent = parts.map(() => 0);
        onPhase({ phase: 'uploading', parts: [...sent] });
        for (const [index, body] of parts.entries()) {
          await withOneRetry(() =>
            sendWithProgress({
              service: 'warehouse',
              path: `${path}/parts/${index + 1}`,
              method: 'PUT',
              projectId,
              body,
              contentType: NDJSON,
              onProgress: (percent) => {
                sent[index] = percent;
                onPhase({ phase: 'uploading', parts: [...sent] });
              },
            }),
          );
          sent[index] = 100;
          onPhase({ phase: 'uploading', parts: [...sent] });
        }
        onPhase({ phase: 'applying' });
        // Through XMLHttpRequest, which has no time limit: a million rows take the API a while to apply.
        return await sendWithProgress<TagDataUploadResult>({
          service: 'warehouse',
          path: `${path}/commit`,
          method: 'POST',
          projectId,
          body: new Blob([JSON.stringify({ parts: parts.length, rows: parsed.rows })]),
          contentType: 'application/json',
          onProgress: () => undefined,
        });
      } catch (error) {
        await api('warehouse', { projectId })
          .delete(path)
          .catch(() => undefined);
        throw error;
      }
    },
  });
}
