import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession, type MyProject } from 'shared';
import { projectWith, renderWithProviders } from 'shared/testing';
import { startFakeApi, type FakeRoute } from 'shared/testing/fake-api-server';
import type { Webhook } from 'shared/contracts/webhooks';
import ProjectSettingsPage from '../project-settings-page';

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

const webhook: Webhook = {
  id: 'w1',
  url: 'https://hooks.example.com/in',
  description: 'Brand SIEM',
  events: ['tag.status_changed'],
  enabled: false,
  disabledReason: 'failing',
  failingSince: '2026-11-20T10:00:00.000Z',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

async function openSettings(project: MyProject, shown: Webhook = webhook, other: FakeRoute = () => undefined) {
  const route = '/projects/p1/settings?tab=webhooks';
  api = await startFakeApi((request) => {
    if (request.url === '/auth/my-projects/p1') return { status: 200, body: project };
    if (request.url === '/events/webhooks') return { status: 200, body: { data: [shown] } };
    return other(request);
  });
  renderWithProviders(<ProjectSettingsPage />, { route, path: '/projects/:projectId/settings' });
}

describe('the Webhooks tab', () => {
  it("opens from its link and lists the project's webhooks with their state", async () => {
    await openSettings(projectWith('project:update', 'webhook:manage'));
    const card = await screen.findByRole('region', { name: 'Webhook https://hooks.example.com/in' });
    expect(within(card).getByText('Brand SIEM')).toBeTruthy();
    expect(within(card).getByText('Off: turned off after failing for 3 days')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Send test event' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("checks the URL and events with the contract's rules before sending", async () => {
    await openSettings(projectWith('webhook:manage'));
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    fireEvent.click(within(form).getByRole('checkbox', { name: /^tag\.status_changed/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText('The URL is not a valid address.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one event.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^URL/ }), { target: { value: 'ftp://example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(within(form).getByText('The URL must start with https:// (or http:// outside production).')).toBeTruthy(),
    );
  });

  it('rotates the secret, stopping the old one at once when asked, and says until when a replaced one signs', async () => {
    const rotations: unknown[] = [];
    const rotated = { ...webhook, enabled: true, previousSecretExpiresAt: '2026-11-24T10:00:00.000Z' };
    await openSettings(projectWith('webhook:manage'), rotated, (request) => {
      if (request.method !== 'POST' || request.url !== '/events/webhooks/w1/secret') return undefined;
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => rotations.push(JSON.parse(body)));
      return { status: 200, body: { secret: 'whsec_bmV3LXNlY3JldA==' } };
    });
    const card = await screen.findByRole('region', { name: 'Webhook https://hooks.example.com/in' });
    expect(within(card).getByText(/^The previous secret also signs every message until /)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret' });
    expect(
      (within(dialog).getByRole('radio', { name: /^Keeps signing beside the new one/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Stops at once (it leaked)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByDisplayValue('whsec_bmV3LXNlY3JldA==')).toBeTruthy();
    await waitFor(() => expect(rotations).toEqual([{ keepPreviousHours: 0 }]));
  });

  it('is not offered without webhook:manage, even from its link', async () => {
    await openSettings(projectWith('project:update'));
    expect(await screen.findByRole('tab', { name: 'General' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a webhook' })).toBeNull();
  });
});
