import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig } from 'shared';
import { loadRuntimeFiles } from './runtime-files';

const remotes = {
  mfe_accounts: '/remotes/mfe-accounts/mf-manifest.json',
  mfe_projects: '/remotes/mfe-projects/mf-manifest.json',
  mfe_analytics: '/remotes/mfe-analytics/mf-manifest.json',
  mfe_views: '/remotes/mfe-views/mf-manifest.json',
  mfe_ted: 'https://cdn.example.com/mfe-ted/mf-manifest.json',
  mfe_downloads: '/remotes/mfe-downloads/mf-manifest.json',
};

function serve(files: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const name = path.slice(1);
      if (!(name in files)) return new Response('', { status: 404 });
      const body = files[name];
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('loadRuntimeFiles', () => {
  it('returns the remotes and applies config.json over the defaults', async () => {
    serve({ 'remotes.json': remotes, 'config.json': { productName: 'Acme Tags', apiBase: { events: '/events' } } });
    expect(await loadRuntimeFiles()).toEqual(remotes);
    expect(getRuntimeConfig().productName).toBe('Acme Tags');
    expect(getRuntimeConfig().apiBase).toMatchObject({ events: '/events', auth: '/api/auth-service' });
  });

  it('takes a MapLibre style for the analytics map, which is otherwise the shipped world map', async () => {
    serve({ 'remotes.json': remotes, 'config.json': {} });
    await loadRuntimeFiles();
    expect(getRuntimeConfig().mapStyleUrl).toBe('');
    serve({ 'remotes.json': remotes, 'config.json': { mapStyleUrl: 'https://tiles.example.com/style.json' } });
    await loadRuntimeFiles();
    expect(getRuntimeConfig().mapStyleUrl).toBe('https://tiles.example.com/style.json');
  });

  it('links TED sessions to a real-user-monitoring tool only when a template with {sessionId} is set', async () => {
    serve({ 'remotes.json': remotes, 'config.json': {} });
    await loadRuntimeFiles();
    expect(getRuntimeConfig().rumSessionUrlTemplate).toBe('');
    const template = 'https://rum.example.com/sessions/{sessionId}';
    serve({ 'remotes.json': remotes, 'config.json': { rumSessionUrlTemplate: template } });
    await loadRuntimeFiles();
    expect(getRuntimeConfig().rumSessionUrlTemplate).toBe(template);
    serve({ 'remotes.json': remotes, 'config.json': { rumSessionUrlTemplate: 'https://rum.example.com/sessions' } });
    await expect(loadRuntimeFiles()).rejects.toThrow('config.json: rumSessionUrlTemplate must contain {sessionId}');
  });

  it('uses the defaults when config.json is absent', async () => {
    serve({ 'remotes.json': remotes });
    await expect(loadRuntimeFiles()).resolves.toEqual(remotes);
  });

  it('names the remote whose URL is missing or not a manifest', async () => {
    const { mfe_ted: _missing, ...withoutTed } = remotes;
    serve({ 'remotes.json': { ...withoutTed, mfe_views: 'https://cdn.example.com/mfe-views/' } });
    await expect(loadRuntimeFiles()).rejects.toThrow(
      /remotes\.json: .*mfe_views must be the URL of a mf-manifest\.json.*mfe_ted/,
    );
  });

  it('names an unknown remote and an unknown setting', async () => {
    serve({ 'remotes.json': { ...remotes, mfe_billing: '/x/mf-manifest.json' }, 'config.json': {} });
    await expect(loadRuntimeFiles()).rejects.toThrow('remotes.json: mfe_billing is not a known remote.');
    serve({ 'remotes.json': remotes, 'config.json': { apiBase: { billing: '/b' } } });
    await expect(loadRuntimeFiles()).rejects.toThrow('config.json: apiBase.billing is not an API service.');
  });

  it('says which file is not JSON or could not be loaded', async () => {
    serve({ 'remotes.json': '{"mfe_accounts":', 'config.json': {} });
    await expect(loadRuntimeFiles()).rejects.toThrow('remotes.json is not valid JSON.');
    serve({ 'config.json': {} });
    await expect(loadRuntimeFiles()).rejects.toThrow('remotes.json could not be loaded (HTTP 404).');
  });
});
