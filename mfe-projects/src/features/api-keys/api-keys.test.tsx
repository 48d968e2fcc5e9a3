import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, useSession } from 'shared';
import { projectWith, renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import ApiKeysPage from './api-keys-page';
import { scopesSchema, type createApiKey } from './create-api-key';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { grantableScopes } from './grantable-scopes';
import type { ApiKey, CreatedApiKey, Permission } from './types';

const SECRET = `sfk_0123456789ab_${'x'.repeat(43)}`;
const apiKey: ApiKey = {
  id: 'k1',
  project_id: 'p1',
  prefix: '0123456789ab',
  scopes: ['tag:read', 'collection:read'],
  owner: { id: 'u1', first_name: 'Ada', last_name: 'Admin', email: 'ada@acme.test', company_name: 'Acme Brands' },
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: null,
};

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

/** The fake API answers the caller's project (with `permissions`) and the project's keys. */
async function serve(permissions: string[], keys: ApiKey[] = []) {
  api = await startFakeApi((request) => {
    if (request.url === '/auth/my-projects/p1') return { status: 200, body: projectWith(...permissions) };
    if (request.url === '/auth/api-keys?projectId=p1') return { status: 200, body: { data: keys } };
    return undefined;
  });
}

describe('grantableScopes', () => {
  it('offers the system super user every permission GET /permissions lists, with descriptions', () => {
    const permissions: Permission[] = [{ name: 'tag:read', description: 'Read tags', type: 'projects' }];
    expect(grantableScopes(true, permissions, projectWith('api-key:read'))).toEqual([
      { name: 'tag:read', description: 'Read tags' },
    ]);
  });

  it('offers anyone else the permissions of their role in the project, by name', () => {
    expect(grantableScopes(false, undefined, projectWith('tag:read', 'collection:read'))).toEqual([
      { name: 'collection:read' },
      { name: 'tag:read' },
    ]);
    expect(grantableScopes(false, undefined, undefined)).toEqual([]);
  });
});

describe('scopesSchema', () => {
  it('needs at least one scope', () => {
    const result = v.safeParse(scopesSchema, []);
    expect(result.success ? null : result.issues[0]?.message).toBe('Choose at least one scope.');
    expect(v.parse(scopesSchema, ['tag:read'])).toEqual(['tag:read']);
  });
});

describe('ApiKeysPage', () => {
  const renderPage = () =>
    renderWithProviders(<ApiKeysPage />, { route: '/projects/p1/api-keys', path: '/projects/:projectId/api-keys' });

  it("says 'No API keys found for this project.' when there are none", async () => {
    await serve(['api-key:read']);
    renderPage();
    expect(await screen.findByText('No API keys found for this project.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
  });

  it('lists scopes, owner, dates and a revoke button for those who may create keys', async () => {
    await serve(['api-key:read', 'api-key:create'], [apiKey]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(table.textContent).toContain('tag:read');
    expect(table.textContent).toContain('Ada Admin');
    expect(table.textContent).toContain('ada@acme.test');
    expect(table.textContent).toContain('Acme Brands');
    expect(table.textContent).toContain('Never');
    expect(await screen.findByRole('button', { name: 'Revoke sfk_0123456789ab…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeTruthy();
  });
});

describe('CreateApiKeyDialog', () => {
  async function openDialog(create: typeof createApiKey) {
    await serve(['tag:read', 'collection:read', 'api-key:create']);
    const onClose = vi.fn();
    renderWithProviders(<CreateApiKeyDialog projectId="p1" opened onClose={onClose} create={create} />);
    await screen.findByRole('checkbox', { name: 'tag:read' });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    return { onClose, submit };
  }

  it('offers the caller’s project permissions and requires one before sending anything', async () => {
    const create = vi.fn<typeof createApiKey>();
    const { submit } = await openDialog(create);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'api-key:create',
      'collection:read',
      'tag:read',
    ]);
    submit();
    expect(await screen.findByText('Choose at least one scope.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the key with the chosen scopes and shows its secret once, with a copy button', async () => {
    const create = vi.fn<typeof createApiKey>(async () => ({ ...apiKey, secret: SECRET }) as CreatedApiKey);
    const { submit, onClose } = await openDialog(create);
    fireEvent.click(screen.getByRole('checkbox', { name: 'tag:read' }));
    submit();
    const field = (await screen.findByLabelText('API key')) as HTMLInputElement;
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(create).toHaveBeenCalledWith('p1', ['tag:read']);
    expect(screen.getByText('Copy the key now: it will not be shown again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Something went wrong.' when the create fails", async () => {
    const create = vi.fn<typeof createApiKey>(async () => {
      throw new ApiError('You may not grant these scopes in this project: tag:read.', 'VALIDATION_ERROR', 400);
    });
    const { submit } = await openDialog(create);
    fireEvent.click(screen.getByRole('checkbox', { name: 'tag:read' }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    await waitFor(() => expect(screen.queryByLabelText('API key')).toBeNull());
  });
});

describe('ApiKeysTable', () => {
  it('shows 15 keys a page (001 §2), the 16th on page 2', () => {
    const keys = Array.from({ length: 16 }, (_, i) => ({ ...apiKey, id: `k${i + 1}`, prefix: `prefix${i + 1}` }));
    renderWithProviders(<ApiKeysTable apiKeys={keys} />);
    expect(screen.getAllByRole('row')).toHaveLength(16);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/prefix16/)).toBeTruthy();
  });
});
