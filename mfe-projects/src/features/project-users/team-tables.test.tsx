import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UseMutationResult } from '@tanstack/react-query';
import { renderWithProviders } from 'shared/testing';
import type { PendingInvitation, ProjectMember } from './project-users-api';
import { InvitationsTable, MembersTable } from './team-tables';

const write = { mutate: vi.fn(), isPending: false } as unknown as UseMutationResult<unknown, Error, string>;
const role = { id: 5, name: 'GUEST' };
const members: ProjectMember[] = Array.from({ length: 16 }, (_, i) => ({
  id: `u${i + 1}`,
  email: `person${i + 1}@acme.test`,
  first_name: 'Person',
  last_name: String(i + 1),
  role,
  added_at: '2026-11-01T00:00:00Z',
}));
const invitations: PendingInvitation[] = members.map((member) => ({
  id: member.id,
  email: member.email,
  role,
  invited_by: null,
  created_at: '2026-11-01T00:00:00Z',
  expires_at: '2026-12-01T00:00:00Z',
}));

/** The table's body rows, and a move to the pager's second page. */
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('001 §9: the project team is paged, 15 a page', () => {
  it('shows 15 users, then the 16th on page 2', () => {
    renderWithProviders(
      <MembersTable members={members} productName="Smart Fingerprint" canRemove={() => false} remove={write} />,
    );
    expect(bodyRows('Project users')).toHaveLength(15);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows('Project users').map((row) => row.textContent)).toEqual([
      expect.stringContaining('person16@acme.test'),
    ]);
  });

  it('shows 15 pending invitations, then the 16th on page 2', () => {
    renderWithProviders(
      <InvitationsTable invitations={invitations} productName="Smart Fingerprint" canCancel={false} cancel={write} />,
    );
    expect(bodyRows('Pending invitations')).toHaveLength(15);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows('Pending invitations')).toHaveLength(1);
  });

  it('has no pager while one page holds them all', () => {
    renderWithProviders(
      <MembersTable
        members={members.slice(0, 15)}
        productName="Smart Fingerprint"
        canRemove={() => false}
        remove={write}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });
});
