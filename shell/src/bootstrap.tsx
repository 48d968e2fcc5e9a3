import './styles/critical-styles';
import { createRoot } from 'react-dom/client';
import { clearQueriesWithSession, createQueryClient, hasLiveTokens, refreshPersistedSession, useSession } from 'shared';
import { App } from './app';
import { loadRuntimeFiles, RuntimeFileError } from './config/runtime-files';
import { StartupError } from './pages/startup-error';
import { registerRemoteUrls } from './remotes/remote-registry';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    registerRemoteUrls(await loadRuntimeFiles());
  } catch (error) {
    console.error('The console could not read its runtime configuration', error);
    root.render(<StartupError detail={error instanceof RuntimeFileError ? error.message : undefined} />);
    return;
  }
  // The one QueryClient: every remote renders inside this provider and shares its cache.
  const queryClient = createQueryClient();
  clearQueriesWithSession(queryClient);
  if (hasLiveTokens(useSession.getState().tokens)) {
    // Not awaited: the persisted account renders at once and is replaced when fresh data arrives.
    refreshPersistedSession(queryClient).catch((error: unknown) => console.warn('Session refresh failed', error));
  }
  root.render(<App queryClient={queryClient} />);
}

void start();
