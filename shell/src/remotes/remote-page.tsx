import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from 'shared/routes';
import { loadRemotePage } from './remote-registry';
import { LoadingStatus, RemoteErrorBoundary } from 'shared';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per remote page and attempt. React caches a rejected lazy(), so a retry needs a
 * new one; the federation runtime forgets a failed manifest, so the new attempt fetches it again.
 */
function lazyRemotePage(remote: RemoteName, page: string, attempt: number) {
  const key = `${remote}/${page}#${attempt}`;
  let Page = lazyPages.get(key);
  if (!Page) {
    Page = lazy(async () => {
      const RemoteComponent = await loadRemotePage(remote, page);
      // A remote's page may itself be lazy(); React only accepts a function as what lazy() resolves to.
      return { default: () => <RemoteComponent /> };
    });
    lazyPages.set(key, Page);
  }
  return Page;
}

export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemotePage(remote, page, attempt);
  return (
    <RemoteErrorBoundary key={`${remote}/${page}/${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingStatus label="Loading section" />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per remote, page and attempt: stable identity */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
