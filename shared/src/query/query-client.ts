import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { useSession } from '../session/session-store';

/**
 * Data stays fresh for 30 s: pages revisited within that time show what they had without a request.
 * The spec refetches lists only when never fetched or invalidated; we also refetch stale data on
 * mount and focus so another user's change shows up (ADR 0020).
 */
export const DEFAULT_STALE_TIME_MS = 30_000;

/** Failed calls are retried once unless the API refused them: a 4xx will not change on retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** Another user's data must never show: the cache goes when the session ends or changes hands. */
export function clearQueriesWithSession(client: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    const signedOut = previous.tokens !== null && state.tokens === null;
    const otherAccount = state.account !== null && previous.account?.id !== state.account.id;
    if (signedOut || otherAccount) client.clear();
  });
}
