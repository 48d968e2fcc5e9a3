import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi, type FakeRoute } from 'shared/testing/fake-api-server';
import { CollectionFrame } from './collection-frame';
import { ProjectFrame } from './project-frame';

const project = {
  id: 'p1',
  name: 'Spring Launch',
  company_id: 'c1',
  company: { id: 'c1', name: 'Acme Brands', total_fingerprint_count: 0, max_fingerprints: 10 },
  created_at: '2026-11-01T00:00:00.000Z',
  userProjects: [],
  role: { id: 4, name: 'ADMIN', rolePermissions: [{ permission: { name: 'project:read' } }] },
};
const collection = { id: 'k1', name: 'Bottles', projectId: 'p1', tagCount: 3, createdAt: '', updatedAt: '' };
const ok = (data: unknown) => ({ status: 200, body: { data } });
const failure = (status: number) => ({ status, body: { error: { message: 'db down', code: 'X', status } } });

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

async function openProject(route: FakeRoute) {
  api = await startFakeApi(route);
  renderWithProviders(
    <ProjectFrame>
      <p>project page</p>
    </ProjectFrame>,
    { route: '/projects/p1/collections', path: '/projects/:projectId/*' },
  );
}

async function openCollection(route: FakeRoute) {
  api = await startFakeApi(route);
  renderWithProviders(
    <CollectionFrame>
      <p>collection page</p>
    </CollectionFrame>,
    { route: '/projects/p1/collections/k1/fingerprints', path: '/projects/:projectId/collections/:collectionId/*' },
  );
}

describe('ProjectFrame', () => {
  it('says the project could not be loaded, not that it is missing, when GET /my-projects fails; Retry recovers', async () => {
    let down = true;
    await openProject((request) =>
      request.url === '/auth/my-projects/p1' ? (down ? failure(500) : { status: 200, body: project }) : undefined,
    );
    expect(await screen.findByText('The project could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('Project not found.')).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('project page')).toBeTruthy();
  });

  it("says 'Project not found.' when GET /my-projects answers 404", async () => {
    await openProject(() => undefined);
    expect(await screen.findByText('Project not found.')).toBeTruthy();
  });

  it("says 'Project not found.' without a Retry when GET /my-projects answers 400 (an id that is not a UUID)", async () => {
    await openProject((request) => (request.url === '/auth/my-projects/p1' ? failure(400) : undefined));
    expect(await screen.findByRole('heading', { name: 'Project not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the company and project name of a project that exists', async () => {
    await openProject((request) =>
      request.url === '/auth/my-projects/p1' ? { status: 200, body: project } : undefined,
    );
    expect(await screen.findByText('Acme Brands · Spring Launch')).toBeTruthy();
    expect(screen.getByText('project page')).toBeTruthy();
  });
});

describe('CollectionFrame', () => {
  it("says access is refused on a 403, never 'Collection not found.'", async () => {
    await openCollection((request) => (request.url === '/warehouse/collections' ? failure(403) : undefined));
    expect(await screen.findByText('You do not have access to this collection.')).toBeTruthy();
    expect(screen.queryByText('Collection not found.')).toBeNull();
  });

  it("says 'Collection not found.' only when the project's collections lack it", async () => {
    await openCollection((request) => (request.url === '/warehouse/collections' ? ok([]) : undefined));
    expect(await screen.findByText('Collection not found.')).toBeTruthy();
  });

  it("says 'Collection not found.' without a Retry when GET /collections answers 400 (a malformed project id)", async () => {
    await openCollection((request) => (request.url === '/warehouse/collections' ? failure(400) : undefined));
    expect(await screen.findByRole('heading', { name: 'Collection not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/projects');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the header of a collection that exists', async () => {
    await openCollection((request) => (request.url === '/warehouse/collections' ? ok([collection]) : undefined));
    expect(await screen.findByText('Bottles')).toBeTruthy();
    expect(screen.getByText('collection page')).toBeTruthy();
  });
});
