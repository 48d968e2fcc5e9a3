import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testQueryClient } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import { AssetPicker } from './asset-picker';
import type { Asset } from './asset-types';

const asset = (id: string, name: string): Asset => ({
  id,
  name,
  url: `/api/content/assets/files/${id}/original.png`,
  mime: 'image/png',
  size: 100,
  width: 10,
  height: 10,
  formats: {
    small: { url: `/api/content/assets/files/${id}/small.png`, width: 10, height: 10 },
    thumbnail: { url: `/api/content/assets/files/${id}/thumbnail.png`, width: 10, height: 10 },
  },
  project_id: 'p1',
  created_at: '2026-01-01T00:00:00.000Z',
});

let assetsOnServer: Asset[] = [];
let api: { close: () => Promise<void> };
beforeAll(async () => {
  api = await startFakeApi((request) =>
    request.url?.startsWith('/content/assets?')
      ? { status: 200, body: { data: assetsOnServer, total: assetsOnServer.length } }
      : undefined,
  );
});
afterAll(() => api.close());

function renderPicker(onSelect: (picked: Asset) => void | Promise<void>) {
  assetsOnServer = [asset('a1', 'Logo'), asset('a2', 'Bottle')];
  renderWithProviders(<AssetPicker projectId="p1" value="a1" onSelect={onSelect} />, { client: testQueryClient() });
  fireEvent.click(screen.getByRole('button', { name: 'Choose asset' }));
}

describe('AssetPicker', () => {
  it('shows the chosen asset pressed, moves with the arrow keys and picks with the keyboard', async () => {
    const onSelect = vi.fn();
    renderPicker(onSelect);
    const logo = await screen.findByRole('button', { name: 'Logo' });
    expect(logo.getAttribute('aria-pressed')).toBe('true');
    logo.focus();
    fireEvent.keyDown(logo, { key: 'ArrowRight' });
    const bottle = screen.getByRole('button', { name: 'Bottle' });
    expect(document.activeElement).toBe(bottle);
    fireEvent.click(bottle);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'a2' })));
  });

  it("alerts 'There was a problem selecting this asset.' when the selection fails, and stays open", async () => {
    renderPicker(() => Promise.reject(new Error('save failed')));
    fireEvent.click(await screen.findByRole('button', { name: 'Bottle' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There was a problem selecting this asset.');
    expect(screen.getByRole('dialog', { name: 'Choose an asset' })).toBeTruthy();
  });

  it('lists assets uploaded since it was last opened', async () => {
    renderPicker(vi.fn());
    await screen.findByRole('button', { name: 'Bottle' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    assetsOnServer = [asset('a3', 'Label'), ...assetsOnServer];
    fireEvent.click(screen.getByRole('button', { name: 'Choose asset' }));
    expect(await screen.findByRole('button', { name: 'Label' })).toBeTruthy();
  });
});
