import ky, { HTTPError, type KyInstance } from 'ky';
import { getRuntimeConfig, type ApiService } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import { ApiError, isApiErrorBody, readErrorMessage } from './api-error';
import { refreshSession } from './refresh-session';

const REFRESHED = 'x-sf-token-refreshed';

function needsRefresh(status: number, message: string | undefined): boolean {
  return status === 401 || (message?.toLowerCase().includes('jwt') ?? false);
}

const authenticated: KyInstance = ky.create({
  retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = useSession.getState().tokens?.access_token;
        if (token && !request.headers.has(REFRESHED)) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
      },
    ],
    afterResponse: [
      async ({ request, response }) => {
        if (response.ok || request.headers.has(REFRESHED)) return;
        if (!useSession.getState().tokens) return;
        if (!needsRefresh(response.status, await readErrorMessage(response))) return;
        const tokens = await refreshSession(request.headers.get('Authorization')?.replace(/^Bearer /, ''));
        const headers = new Headers(request.headers);
        headers.set('Authorization', `Bearer ${tokens.access_token}`);
        headers.set(REFRESHED, '1');
        // Retried once with the new token; a second failure is final.
        return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED', delay: 0 });
      },
    ],
    beforeError: [
      async ({ error }) => {
        if (!(error instanceof HTTPError)) return error;
        // ky has read the body into `data` by now, so the response itself can no longer be read.
        const body: unknown = error.data;
        if (isApiErrorBody(body)) return new ApiError(body.error.message, body.error.code, error.response.status);
        return new ApiError(
          (await readErrorMessage(error.response)) ?? error.message,
          'HTTP_ERROR',
          error.response.status,
        );
      },
    ],
  },
});

export interface ApiCallOptions {
  /** Sent as the `project_id` header, which warehouse and content calls need. */
  projectId?: string;
}

/** The one HTTP client: features call `api('auth').get('projects')`, never ky directly. */
export function api(service: ApiService, options: ApiCallOptions = {}): KyInstance {
  return authenticated.extend({
    prefix: getRuntimeConfig().apiBase[service],
    headers: options.projectId ? { project_id: options.projectId } : {},
  });
}
