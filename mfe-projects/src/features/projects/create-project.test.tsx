import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession, type Project } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import type { NewProject } from './create-project';
import { CreateProjectDialog } from './create-project-dialog';

const companies = [
  {
    id: 'c1',
    name: 'Acme Brands',
    domain: '',
    description: '',
    max_fingerprints: 1,
    total_fingerprint_count: 0,
    created_at: '',
  },
];
const users = [
  { id: 'u1', email: 'ada@acme.test', first_name: 'Ada', last_name: 'Admin' },
  { id: 'u2', email: 'gus@acme.test', first_name: 'Gus', last_name: 'Guest' },
  { id: 'u3', email: 'new@acme.test', first_name: null, last_name: '' },
];

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

async function openDialog() {
  api = await startFakeApi((request) => {
    if (request.url === '/auth/companies') return { status: 200, body: { data: companies } };
    if (request.url === '/auth/companies/c1/users') return { status: 200, body: { data: users } };
    return undefined;
  });
  const create = vi.fn(async (_project: NewProject) => ({ id: 'p9', name: 'Autumn' }) as Project);
  const onClose = vi.fn();
  renderWithProviders(<CreateProjectDialog opened onClose={onClose} create={create} />);
  return { create, onClose };
}

async function chooseAcme() {
  fireEvent.click(await screen.findByPlaceholderText('Choose a company'));
  fireEvent.click(await screen.findByRole('option', { name: 'Acme Brands', hidden: true }));
}

describe('CreateProjectDialog', () => {
  it('ticks every user of the chosen company, and sends those still ticked', async () => {
    const { create, onClose } = await openDialog();
    fireEvent.change(screen.getByLabelText(/^Project name/), { target: { value: '  Autumn  ' } });
    await chooseAcme();
    const gus = await screen.findByRole('checkbox', { name: 'Gus Guest (gus@acme.test)' });
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(screen.getByRole('checkbox', { name: 'new@acme.test (new@acme.test)' })).toBeTruthy();
    fireEvent.click(gus);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toEqual({ name: '  Autumn  ', companyId: 'c1', users: ['u1', 'u3'] });
  });

  it('requires a name and a company before sending anything', async () => {
    const { create } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Project name is required')).toBeTruthy();
    expect(screen.getByText('Choose the company that owns the project')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
