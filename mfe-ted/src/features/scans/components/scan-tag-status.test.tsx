import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from 'shared';
import { projectWith, renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import { ScanTagStatus } from './scan-tag-status';

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

/** The fake API answers the caller's project (with `permissions`) and the tag's status, or fails it. */
async function serve(permissions: string[], statusAnswer = 200) {
  api = await startFakeApi((request) => {
    if (request.url === '/auth/my-projects/p1') return { status: 200, body: projectWith(...permissions) };
    if (request.url === '/warehouse/tags/t1/status') {
      return { status: statusAnswer, body: statusAnswer === 200 ? { status: 'inactive', changes: [] } : {} };
    }
    return undefined;
  });
}

describe("Scan Details' tag status", () => {
  it("shows the tag's status now and the form to change it to whoever may", async () => {
    await serve(['tag:update-status']);
    renderWithProviders(<ScanTagStatus projectId="p1" tagId="t1" />);
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save status' })).toBeTruthy();
  });

  it('shows the status without the form to anyone else', async () => {
    await serve(['tag:read']);
    renderWithProviders(<ScanTagStatus projectId="p1" tagId="t1" />);
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save status' })).toBeNull();
  });

  it('says when the status could not be read', async () => {
    await serve(['tag:update-status'], 500);
    renderWithProviders(<ScanTagStatus projectId="p1" tagId="t1" />);
    expect(await screen.findByText("Failed to load the tag's status. Please try again.")).toBeTruthy();
  });
});
