import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost, useSession, type MyProject } from 'shared';
import { projectWith, renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import { DEFAULT_PROTECTION_RULES, type ProtectionSettings } from 'shared/contracts/protection';
import ProjectSettingsPage from '../project-settings-page';

// Mantine's searchable Select scrolls the highlighted option into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView = () => undefined;

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

const settings: ProtectionSettings = {
  rules: DEFAULT_PROTECTION_RULES,
  ruleSetVersion: 1,
  updatedAt: null,
  collections: [{ collectionId: 'c1', name: 'Scarves', markets: ['FR'] }],
};

interface Sent {
  method: string;
  url: string;
  projectHeader: string | undefined;
  body: unknown;
}

/** Serves the project and its protection settings; a PUT answers `answer` and is recorded with its body. */
async function openProtection(project: MyProject, answer: ProtectionSettings = settings) {
  const sent: Promise<Sent>[] = [];
  const record = (request: IncomingMessage) =>
    sent.push(
      new Promise((resolve) => {
        let text = '';
        request.on('data', (chunk: Buffer) => (text += chunk.toString()));
        request.on('end', () =>
          resolve({
            method: request.method ?? '',
            url: request.url ?? '',
            projectHeader: request.headers['project_id'] as string | undefined,
            body: JSON.parse(text),
          }),
        );
      }),
    );
  api = await startFakeApi((request) => {
    if (request.url === '/auth/my-projects/p1') return { status: 200, body: project };
    if (request.url === '/auth/projects/p1/protection' && request.method === 'GET')
      return { status: 200, body: settings };
    if (request.method === 'PUT') {
      record(request);
      return { status: 200, body: answer };
    }
    return undefined;
  });
  renderWithProviders(
    <>
      <ProjectSettingsPage />
      <ToastHost />
    </>,
    { route: '/projects/p1/settings?tab=protection', path: '/projects/:projectId/settings' },
  );
  await screen.findByRole('form', { name: 'Protection rules' });
  return sent;
}

const rule = (name: string) => screen.getByRole('group', { name });

describe('the Protection tab', () => {
  it(
    'lets an Administrator turn a rule off and change a number, and says the new version',
    { timeout: 20_000 },
    async () => {
      const saved = { ...settings, ruleSetVersion: 2, updatedAt: '2026-11-28T10:00:00.000Z' };
      const sent = await openProtection(projectWith('project:read', 'project:update'), saved);
      expect(screen.getByRole('note').textContent).toMatch(/^Rule set version 1 \(the defaults\)/);
      const travel = rule('Impossible travel');
      const speed = within(travel).getByRole('textbox', { name: /Fastest believable speed/ }) as HTMLInputElement;
      expect(speed.value).toBe('900');
      fireEvent.click(within(rule('Too many scans')).getByRole('switch', { name: 'On' }));
      fireEvent.change(speed, { target: { value: '1200' } });
      fireEvent.click(within(travel).getByRole('checkbox', { name: 'Blacklist the tag automatically' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));

      expect(await screen.findByText('Protection rules saved (rule set version 2).')).toBeTruthy();
      expect(screen.getByRole('note').textContent).toMatch(/^Rule set version 2, changed /);
      expect(await sent[0]).toMatchObject({
        method: 'PUT',
        url: '/auth/projects/p1/protection',
        body: {
          ...DEFAULT_PROTECTION_RULES,
          impossibleTravel: { enabled: true, autoBlacklist: true, maxSpeedKmh: 1200, minDistanceKm: 50 },
          tooManyScans: { ...DEFAULT_PROTECTION_RULES.tooManyScans, enabled: false },
        },
      });
    },
  );

  it("checks the numbers with the contract's bounds before sending", { timeout: 20_000 }, async () => {
    const sent = await openProtection(projectWith('project:read', 'project:update'));
    const scans = within(rule('Too many scans')).getByRole('textbox', { name: /Scans in 30 days/ });
    fireEvent.change(scans, { target: { value: '' } });
    fireEvent.change(within(rule('Repeated match failures')).getByRole('textbox', { name: /Failed matches/ }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
    expect(screen.getByText('At least 1.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("saves a collection's markets through the warehouse with the project named", { timeout: 20_000 }, async () => {
    const saved = { ...settings, ruleSetVersion: 2, collections: [{ ...settings.collections[0]!, markets: ['NG'] }] };
    const sent = await openProtection(projectWith('project:read', 'project:update'), saved);
    const markets = screen.getByRole('form', { name: 'Markets of Scarves' });
    expect(within(markets).getByRole('listitem').textContent).toBe('France (FR)');
    fireEvent.click(within(markets).getByRole('button', { name: 'Remove France' }));
    expect(within(markets).getByText('No markets: never outside one.')).toBeTruthy();
    const add = within(markets).getByLabelText('Add a market to Scarves', { selector: 'input' });
    fireEvent.click(add);
    fireEvent.click(await screen.findByRole('option', { name: 'Nigeria (NG)', hidden: true }));
    expect(within(markets).getByRole('listitem').textContent).toBe('Nigeria (NG)');
    fireEvent.click(within(markets).getByRole('button', { name: 'Save markets' }));
    expect(await screen.findByText('Scarves is sold in 1 country.')).toBeTruthy();
    expect(await sent[0]).toEqual({
      method: 'PUT',
      url: '/warehouse/collections/c1/markets',
      projectHeader: 'p1',
      body: { markets: ['NG'] },
    });
  });

  it('shows the rules and markets, without a way to change them, to whoever lacks project:update', async () => {
    await openProtection(projectWith('project:read'));
    const speed = within(rule('Impossible travel')).getByRole('textbox', { name: /Fastest believable speed/ });
    expect(speed.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(screen.getByText("Only the project's Administrators can change the rules.")).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Markets of Scarves' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('cell', { name: 'France' })).toBeTruthy());
  });
});
