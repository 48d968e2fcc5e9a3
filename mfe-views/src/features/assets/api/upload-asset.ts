import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithProgress, type UploadProgress } from 'shared';
import type { Asset } from '../../../components/asset-picker/asset-types';
import { assetKeys } from '../../../components/asset-picker/asset-keys';

export interface UploadInput {
  file: File;
  name: string;
}

/** POST /assets as multipart {assetFile, name}, with its progress. */
export async function uploadAsset(projectId: string, input: UploadInput, onProgress: UploadProgress): Promise<Asset> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('assetFile', input.file);
  return sendWithProgress<Asset>({
    service: 'content',
    path: 'assets',
    method: 'POST',
    projectId,
    body: form,
    onProgress,
  });
}

/** An upload changes the project's asset lists, every filter and page of them. */
export function useUploadAsset(projectId: string, onProgress: UploadProgress, upload = uploadAsset) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => upload(projectId, input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists(projectId) }),
  });
}
