import { useMutation } from '@tanstack/react-query';
import { sendWithProgress } from 'shared';
import { parseTagDataCsv, type TagDataKind } from './parse-tag-data-csv';

export interface TagDataUploadResult {
  rows: number;
  tags_updated: number;
}

const PATH_OF: Record<TagDataKind, string> = {
  metadata: 'tag-metadata',
  'custom-attributes': 'tag-custom-attributes',
};

export type UploadPhase = { phase: 'checking' | 'uploading'; percent: number };

/**
 * 000 §4: a CSV upload is checked whole in the browser, then sent as one request the API stores all
 * or nothing (docs/decisions.md, "Tag metadata and custom attributes").
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
      onPhase({ phase: 'uploading', percent: 0 });
      return sendWithProgress<TagDataUploadResult>({
        service: 'warehouse',
        path: `collections/${collectionId}/${PATH_OF[kind]}`,
        method: 'PUT',
        projectId,
        body: parsed.ndjson,
        contentType: 'application/x-ndjson',
        onProgress: (percent) => onPhase({ phase: 'uploading', percent }),
      });
    },
  });
}
