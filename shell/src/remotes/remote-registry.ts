import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { provideRemoteLoader } from 'shared';
import type { RemoteUrls } from '../config/runtime-files';
import { logRemoteFailures } from './log-remote-failures';
import type { RemoteName } from 'shared/routes';

/** What every remote exposes as `./pages`: its routable pages by id. */
export interface RemotePages {
  pages: Record<string, ComponentType>;
}

export function registerRemoteUrls(urls: RemoteUrls): void {
  registerPlugins([logRemoteFailures()]);
  provideRemoteLoader(loadRemote);
  registerRemotes(
    Object.entries(urls).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
  );
}

export async function loadRemotePage(remote: RemoteName, page: string): Promise<ComponentType> {
  const module = await loadRemote<RemotePages>(`${remote}/pages`);
  const Page = module?.pages[page];
  if (!Page) throw new Error(`${remote} does not expose the page "${page}".`);
  return Page;
}
