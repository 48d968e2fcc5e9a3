import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The two entries every remote shares at run time as singletons (webpack.config.base.mjs): remotes already
// deployed keep calling what they exported when they were built, so their surface only grows, and a grown
// surface is a new version. The other entries are bundled by their users. Record with RECORD_SHARED_SURFACE=1.
const SINGLETON_ENTRIES = ['.', './ui-kit'];
const packageDir = path.join(import.meta.dirname, '..');
const recordFile = path.join(packageDir, 'exports-surface.json');
const { version, exports: files } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

interface Surface {
  version: string;
  entries: Record<string, string[]>;
}

async function currentSurface(): Promise<Surface> {
  const surface: Surface = { version, entries: {} };
  for (const entry of SINGLETON_ENTRIES) {
    const module = (await import(/* @vite-ignore */ path.join(packageDir, files[entry] ?? ''))) as Record<
      string,
      unknown
    >;
    surface.entries[entry] = Object.keys(module).sort();
  }
  return surface;
}

describe('the exported names of shared and its UI kit', () => {
  it('never lose a name, and change only with a new version', async () => {
    const current = await currentSurface();
    if (process.env.RECORD_SHARED_SURFACE) writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`);
    const recorded = JSON.parse(readFileSync(recordFile, 'utf8')) as Surface;

    const removed = Object.entries(recorded.entries).flatMap(([entry, names]) =>
      names.filter((name) => !current.entries[entry]?.includes(name)).map((name) => `${entry}: ${name}`),
    );
    expect(removed, 'a deployed remote may still use these: keep them').toEqual([]);

    const added = Object.entries(current.entries).flatMap(([entry, names]) =>
      names.filter((name) => !recorded.entries[entry]?.includes(name)).map((name) => `${entry}: ${name}`),
    );
    if (added.length > 0) {
      expect(current.version, `new exports (${added.join(', ')}) need a new version of shared`).not.toBe(
        recorded.version,
      );
    }
    expect(current.entries, 'record the new surface: RECORD_SHARED_SURFACE=1 pnpm --filter shared test').toEqual(
      recorded.entries,
    );
  }, 60_000);
});
