import { useCallback, useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** Marks the data invalid and fetches again (the spec's "invalidated" list state). */
  reload: () => void;
}

interface Settled<T> {
  request: string;
  data?: T;
  error?: unknown;
}

/**
 * Fetches when the key changes or on reload. Loading is derived (no answer yet for this request), and
 * answers to an older request are ignored. The previous data stays visible while a reload runs.
 */
export function useAsyncData<T>(key: string, fetcher: () => Promise<T>): AsyncData<T> {
  const [generation, setGeneration] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = `${key}#${generation}`;

  useEffect(() => {
    let current = true;
    fetcher().then(
      (data) => current && setSettled({ request, data }),
      (error: unknown) => {
        if (!current) return;
        console.error(`Loading ${key} failed`, error);
        setSettled({ request, error });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key identifies the fetcher's inputs
  }, [request]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const isCurrent = settled?.request === request;
  const sameKey = settled?.request.startsWith(`${key}#`) ?? false;
  return {
    data: sameKey ? settled?.data : undefined,
    error: isCurrent ? settled?.error : undefined,
    isLoading: !isCurrent,
    reload,
  };
}
