import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession, type MyProject } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import type { AlertRule } from 'shared/contracts/alerts';
import ProjectSettingsPage from '../project-settings-page';

/** Member ids are uuids: the form checks them with the contract. */
const ADA = '5f000000-0000-4000-8000-0000000000a1';

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

const projectWith = (...permissions: string[]) =>
  ({
    id: 'p1',
    timeZone: 'UTC',
    role: { id: 4, name: 'ADMIN', rolePermissions: permissions.map((name) => ({ permission: { name } })) },
  }) as MyProject;

const rule: AlertRule = {
  id: 'r1',
  name: 'Travel',
  reasons: ['impossibleTravel'],
  minScore: 50,
  collectionIds: [],
  recipientIds: [ADA],
  frequency: 'hourly',
  webhooks: true,
  enabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const { id: _id, enabled: _enabled, createdAt: _created, updatedAt: _updated, ...valuesOfRule } = rule;

async function openAlerts(project: MyProject, rules: AlertRule[] | 'fail' = [rule]) {
  const posted: unknown[] = [];
  api = await startFakeApi((request) => {
    if (request.url === '/auth/my-projects/p1') return { status: 200, body: project };
    if (request.url === '/auth/projects/p1/users') {
      return { status: 200, body: { data: [{ id: ADA, email: 'ada@acme.test', first_name: 'Ada', last_name: 'L' }] } };
    }
    if (request.url?.startsWith('/warehouse/collections')) return { status: 200, body: { data: [] } };
    if (request.url === '/events/alert-rules' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => posted.push(JSON.parse(body)));
      return { status: 201, body: rule };
    }
    if (request.url === '/events/alert-rules/r1' && request.method === 'PATCH') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => posted.push(JSON.parse(body)));
      return { status: 200, body: rule };
    }
    if (request.url === '/events/alert-rules') {
      return rules === 'fail' ? { status: 500, body: {} } : { status: 200, body: { data: rules } };
    }
    return undefined;
  });
  renderWithProviders(<ProjectSettingsPage />, {
    route: '/projects/p1/settings?tab=alerts',
    path: '/projects/:projectId/settings',
  });
  return posted;
}

describe('the Alerts tab', () => {
  it("opens from its link and lists the project's rules with what they react to and whom they tell", async () => {
    await openAlerts(projectWith('alert:manage'));
    const card = await screen.findByRole('region', { name: 'Alert rule Travel' });
    expect(within(card).getByText('Impossible travel, score 50 or more, in every collection.')).toBeTruthy();
    expect(within(card).getByText('Email to 1 member: Hourly digest; Webhooks (scan.flagged)')).toBeTruthy();
  });

  it('says when there is no rule, and when the rules cannot be loaded', async () => {
    await openAlerts(projectWith('alert:manage'), []);
    expect(await screen.findByText('No alert rule yet.')).toBeTruthy();
    await api?.close();
    await openAlerts(projectWith('alert:manage'), 'fail');
    expect(await screen.findByText('Failed to load the alert rules. Please try again.')).toBeTruthy();
  });

  it("checks the name with the contract's rule, then adds the rule with the member chosen", async () => {
    const posted = await openAlerts(projectWith('alert:manage'), []);
    const form = await screen.findByRole('form', { name: 'Add an alert rule' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add alert rule' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: ' Travel ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Impossible travel' }));
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'Ada L (ada@acme.test)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add alert rule' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Travel',
          reasons: ['impossibleTravel'],
          minScore: 1,
          collectionIds: [],
          recipientIds: [ADA],
          frequency: 'immediately',
          webhooks: false,
        },
      ]),
    );
  });

  it('edits a rule in its card, starting from what it holds, and sends the whole rule', async () => {
    const sent = await openAlerts(projectWith('alert:manage'));
    const card = await screen.findByRole('region', { name: 'Alert rule Travel' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Edit the alert rule Travel' });
    expect((within(form).getByRole('checkbox', { name: 'Impossible travel' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Minimum score/ }), { target: { value: '80' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save alert rule' }));
    await waitFor(() => expect(sent).toEqual([{ ...valuesOfRule, minScore: 80 }]));
  });

  it('is not offered without alert:manage, even from its link', async () => {
    await openAlerts(projectWith('project:update'));
    expect(await screen.findByRole('tab', { name: 'General' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Alerts' })).toBeNull();
  });
});
