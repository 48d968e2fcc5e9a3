import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, firstIssue, useSession, type MyProject, type Project } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import ProjectSettingsPage from './project-settings-page';
import { TimeZoneForm } from './time-zone-form';
import { timeZoneSchema, type ProjectSettings } from './update-project-settings';

// Mantine's searchable Select scrolls the highlighted option into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView = () => undefined;

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

const saved = vi.fn(async (_projectId: string, settings: ProjectSettings) => ({ ...settings }) as Project);

function renderForm(canChange: boolean, update = saved) {
  renderWithProviders(<TimeZoneForm projectId="p1" timeZone="UTC" canChange={canChange} update={update} />);
  return screen.getByLabelText(/^Time zone/, { selector: 'input' }) as HTMLInputElement;
}

async function choose(input: HTMLInputElement, zone: string) {
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: zone, hidden: true }));
}

describe('TimeZoneForm', () => {
  it('saves the zone chosen from the list and says so', { timeout: 20_000 }, async () => {
    const input = renderForm(true);
    const save = screen.getByRole('button', { name: 'Save time zone' });
    expect(input.value).toBe('UTC');
    expect(save.hasAttribute('disabled')).toBe(true);
    await choose(input, 'Europe/Rome');
    fireEvent.click(save);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved.');
    expect(saved).toHaveBeenCalledWith('p1', { timeZone: 'Europe/Rome' });
  });

  it("shows the API's refusal and keeps the choice", { timeout: 20_000 }, async () => {
    const refused = vi.fn(async () => {
      throw new ApiError("timeZone 'Europe/Rome' is not an IANA time zone.", 'VALIDATION_ERROR', 400);
    });
    const input = renderForm(true, refused);
    await choose(input, 'Europe/Rome');
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText("timeZone 'Europe/Rome' is not an IANA time zone.")).toBeTruthy();
    expect(input.value).toBe('Europe/Rome');
  });

  it('shows the zone, without a way to change it, to whoever lacks project:update', () => {
    const input = renderForm(false);
    expect(input.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save time zone' })).toBeNull();
    expect(screen.getByText("Only the project's Administrators can change it.")).toBeTruthy();
  });

  it('takes only zone names of the list', () => {
    expect(firstIssue(timeZoneSchema, 'Mars/Olympus_Mons')).toBe('Choose a time zone from the list.');
    expect(firstIssue(timeZoneSchema, '')).toBe('Choose a time zone from the list.');
    expect(firstIssue(timeZoneSchema, 'UTC')).toBeNull();
    expect(firstIssue(timeZoneSchema, 'Australia/Sydney')).toBeNull();
  });
});

describe('ProjectSettingsPage', () => {
  it("shows the project's zone from GET /my-projects", async () => {
    const project = {
      id: 'p1',
      timeZone: 'Asia/Tokyo',
      role: { id: 4, name: 'ADMIN', rolePermissions: [{ permission: { name: 'project:update' } }] },
    } as MyProject;
    api = await startFakeApi((request) =>
      request.url === '/auth/my-projects/p1' ? { status: 200, body: project } : undefined,
    );
    renderWithProviders(<ProjectSettingsPage />, {
      route: '/projects/p1/settings',
      path: '/projects/:projectId/settings',
    });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Time zone/, { selector: 'input' }) as HTMLInputElement).value).toBe('Asia/Tokyo'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});
