// The one list of remotes (remotes.config.json: package folder → port) for the Node tools: webpack, lint,
// the start command's build, the static server. The shell reads the same JSON (shell/src/remotes/remote-names.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @type {Record<string, { port: number }>} */
export const REMOTES = JSON.parse(readFileSync(path.join(import.meta.dirname, 'remotes.config.json'), 'utf8'));

export const REMOTE_PACKAGES = Object.keys(REMOTES);

/** A remote's Module Federation name: its package folder with underscores, `mfe-ted` → `mfe_ted`. */
export const federationName = (remotePackage) => remotePackage.replaceAll('-', '_');

export function remoteOf(remotePackage) {
  const remote = REMOTES[remotePackage];
  if (!remote) throw new Error(`${remotePackage} is not in remotes.config.json: add it there to make it a remote.`);
  return remote;
}
