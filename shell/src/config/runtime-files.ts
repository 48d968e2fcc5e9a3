import { setRuntimeConfig, type RuntimeConfig } from 'shared';

/** Remote name → URL of its mf-manifest.json, read at run time so remotes deploy without rebuilding the shell. */
export type RemoteUrls = Record<string, string>;

async function fetchJson<T>(path: string): Promise<T | undefined> {
  const response = await fetch(path, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as T) : undefined;
}

export async function loadRuntimeFiles(): Promise<RemoteUrls> {
  const [remotes, config] = await Promise.all([
    fetchJson<RemoteUrls>('/remotes.json'),
    fetchJson<Partial<RuntimeConfig>>('/config.json').catch(() => undefined),
  ]);
  if (config) setRuntimeConfig(config);
  if (!remotes) throw new Error('remotes.json could not be loaded.');
  return remotes;
}
