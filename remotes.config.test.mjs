import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationName, REMOTE_PACKAGES, REMOTES, remoteOf } from './remotes.config.mjs';

const root = import.meta.dirname;
const workspaceRemotes = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name)
  .sort();

describe('remotes.config.json, the one list of remotes', () => {
  it('names exactly the remote folders of the workspace', () => {
    expect([...REMOTE_PACKAGES].sort()).toEqual(workspaceRemotes);
  });

  it('gives each remote its own port, apart from the console (8080) and the scan page (8090)', () => {
    const ports = Object.values(REMOTES).map(({ port }) => port);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).not.toContain(8080);
    expect(ports).not.toContain(8090);
  });

  it('is what every remote builds and serves from: no remote repeats its name or port', () => {
    for (const remote of REMOTE_PACKAGES) {
      const webpackConfig = readFileSync(path.join(root, remote, 'webpack.config.mjs'), 'utf8');
      expect(webpackConfig, remote).toContain('remoteConfig(');
      expect(webpackConfig, remote).not.toMatch(/\bname:|devPort:/);
      const { scripts } = JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8'));
      expect(scripts.serve, remote).toBe('node ../static-server.mjs dist');
    }
  });

  it('turns a folder into its federation name, and refuses a folder that is not listed', () => {
    expect(federationName('mfe-ted')).toBe('mfe_ted');
    expect(remoteOf('mfe-ted').port).toBe(8085);
    expect(() => remoteOf('mfe-billing')).toThrow('mfe-billing is not in remotes.config.json');
  });
});
