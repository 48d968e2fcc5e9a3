import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, getRuntimeConfig, refreshSession, useSession } from 'shared';
import type { Asset } from '../../../components/asset-picker/asset-types';
import { assetKeys } from '../../../components/asset-picker/asset-keys';

export interface UploadInput {
  file: File;
  name: string;
}

/** Bytes sent so far, 0–100. */
export type UploadProgress = (percent: number) => void;

interface XhrAnswer {
  status: number;
  body: unknown;
}

function send(url: string, projectId: string, form: FormData, token: string | undefined, onProgress: UploadProgress) {
  return new Promise<XhrAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('project_id', projectId);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => reject(new ApiError('The upload could not reach the server.', 'NETWORK_ERROR', 0));
    xhr.send(form);
  });
}

const errorOf = ({ status, body }: XhrAnswer) => {
  const error = (body as { error?: { message?: string; code?: string } } | null)?.error;
  return new ApiError(error?.message ?? `Upload failed (${status}).`, error?.code ?? 'HTTP_ERROR', status);
};

/**
 * POST /assets as multipart {assetFile, name}. Through XMLHttpRequest, not the shared ky client:
 * fetch reports upload progress only for streamed bodies, which Chromium sends over HTTP/2 alone.
 * The session's token and its one refresh on a 401 work as in the shared client.
 */
export async function uploadAsset(projectId: string, input: UploadInput, onProgress: UploadProgress): Promise<Asset> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('assetFile', input.file);
  const url = `${getRuntimeConfig().apiBase.content}/assets`;
  const token = useSession.getState().tokens?.access_token;
  let answer = await send(url, projectId, form, token, onProgress);
  if (answer.status === 401 && token) {
    const renewed = await refreshSession(token);
    answer = await send(url, projectId, form, renewed.access_token, onProgress);
  }
  if (answer.status !== 201) throw errorOf(answer);
  return answer.body as Asset;
}

/** An upload changes the project's asset lists, every filter and page of them. */
export function useUploadAsset(projectId: string, onProgress: UploadProgress, upload = uploadAsset) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => upload(projectId, input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists(projectId) }),
  });
}
