import { Table } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmButton, formatDate, personName, projectRoleLabel, usePagedRows } from 'shared';
import type { PendingInvitation, ProjectMember } from './project-users-api';

export function MembersTable({
  members,
  productName,
  canRemove,
  remove,
}: {
  members: ProjectMember[];
  productName: string;
  /** 001 §6: only when the role allows it and more than one user remains. */
  canRemove: (member: ProjectMember) => boolean;
  remove: UseMutationResult<unknown, Error, string>;
}) {
  const showActions = members.some(canRemove);
  // 001 §9: 15 a page.
  const { pageRows, pager } = usePagedRows(members);
  return (
    <>
      {/* Wider than a phone: scrolls sideways in its own box, focusable for the keyboard. */}
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
        <Table striped aria-label="Project users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Added</Table.Th>
              {showActions && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>{personName(member)}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>{projectRoleLabel(member.role.name, productName)}</Table.Td>
                <Table.Td>{formatDate(member.added_at)}</Table.Td>
                {showActions && (
                  <Table.Td>
                    {canRemove(member) && (
                      <ConfirmButton
                        text="Remove"
                        accessibleName={`Remove ${member.email}`}
                        confirmText="Confirm remove"
                        busy={remove.isPending}
                        onConfirm={() => remove.mutate(member.id)}
                      />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </>
  );
}

export function InvitationsTable({
  invitations,
  productName,
  canCancel,
  cancel,
}: {
  invitations: PendingInvitation[];
  productName: string;
  canCancel: boolean;
  cancel: UseMutationResult<unknown, Error, string>;
}) {
  const { pageRows, pager } = usePagedRows(invitations);
  return (
    <>
      {/* Wider than a phone: scrolls sideways in its own box, focusable for the keyboard. */}
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
        <Table striped aria-label="Pending invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Invited by</Table.Th>
              <Table.Th>Invited</Table.Th>
              <Table.Th>Expires</Table.Th>
              {canCancel && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>{projectRoleLabel(invitation.role.name, productName)}</Table.Td>
                <Table.Td>{invitation.invited_by ?? '—'}</Table.Td>
                <Table.Td>{formatDate(invitation.created_at)}</Table.Td>
                <Table.Td>{formatDate(invitation.expires_at)}</Table.Td>
                {canCancel && (
                  <Table.Td>
                    <ConfirmButton
                      text="Cancel"
                      accessibleName={`Cancel the invitation to ${invitation.email}`}
                      confirmText="Confirm cancel"
                      busy={cancel.isPending}
                      onConfirm={() => cancel.mutate(invitation.id)}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </>
  );
}
