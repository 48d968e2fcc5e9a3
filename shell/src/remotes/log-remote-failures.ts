import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Names the remote and the URL that failed, so "This section could not be loaded." can be traced to
 * a deployment. Returns nothing: the error still reaches the frame's error boundary and its Retry.
 */
export function logRemoteFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'log-remote-failures',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const url = remote && 'entry' in remote ? remote.entry : 'unknown URL';
      console.error(`Remote ${remote?.name ?? id} failed at ${lifecycle} (${url}) loading ${id}`, error);
      return undefined;
    },
  };
}
