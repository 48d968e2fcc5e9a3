import { getRuntimeConfig, type ApiService } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import { ApiError } from './api-error';
import { refreshSession } from './refresh-session';
import type { ApiErrorBody } from './types';

/** Bytes sent so far, 0–100. */
export type UploadProgress = (percent: number) => void;

export interface SendWithProgressRequest {
  service: ApiService;
  /** Relative to the service's base, e.g. 'assets'. */
  path: string;
  method: 'POST' | 'PUT';
  projectId: string;
  body: FormData | Blob;
  /** Set for a Blob; FormData brings its own multipart type. */
  contentType?: string;
  onProgress: UploadProgress;
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function send(request: SendWithProgressRequest, token: string | undefined) {
  return new Promise<XhrAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, `${getRuntimeConfig().apiBase[request.service]}/${request.path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('project_id', request.projectId);
    if (request.contentType) xhr.setRequestHeader('Content-Type', request.contentType);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => reject(new ApiError('The upload could not reach the server.', 'NETWORK_ERROR', 0));
    xhr.send(request.body);
  });
}

const errorOf = ({ status, body }: XhrAnswer) => {
  const error = (body as { error?: Partial<ApiErrorBody['error']> } | null)?.error;
  return new ApiError(error?.message ?? `Upload failed (${status}).`, error?.code ?? 'HTTP_ERROR', status);
};

/**
 * An upload that reports its progress. Through XMLHttpRequest, not the shared ky client: fetch reports
 * upload progress only for streamed bodies, which Chromium sends over HTTP/2 alone. The session's token
 * and its one refresh on a 401 work as in the shared client. Answers the parsed JSON body of a 2xx.
 */
export async function sendWithProgress<T>(request: SendWithProgressRequest): Promise<T> {
  const token = useSession.getState().tokens?.access_token;
  let answer = await send(request, token);
  if (answer.status === 401 && token) {
    const renewed = await refreshSession(token);
    answer = await send(request, renewed.access_token);
  }
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer);
  return answer.body as T;
}
