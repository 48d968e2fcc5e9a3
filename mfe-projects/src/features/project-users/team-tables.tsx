import { Table } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmButton, formatDate, personName, projectRoleLabel, usePagedRows } from 'shared';
import type { PendingInvitation, ProjectMember } from './project-users-api';

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** 001 §9: 15 rows a page. */
function PagedTable<Row extends { id: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: Row[];
  columns: (Column<Row> | false)[];
}) {
  const { pageRows, pager } = usePagedRows(rows);
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  return (
    <>
      {/* Wider than a phone: scrolls sideways in its own box, focusable for the keyboard. */}
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {shown.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => (
              <Table.Tr key={row.id}>
                {shown.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </>
  );
}

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
  return (
    <PagedTable
      label="Project users"
      rows={members}
      columns={[
        { header: 'Name', cell: personName },
        { header: 'Email', cell: (member) => member.email },
        { header: 'Role', cell: (member) => projectRoleLabel(member.role.name, productName) },
        { header: 'Added', cell: (member) => formatDate(member.added_at) },
        members.some(canRemove) && {
          header: 'Actions',
          cell: (member) =>
            canRemove(member) && (
              <ConfirmButton
                text="Remove"
                accessibleName={`Remove ${member.email}`}
                confirmText="Confirm remove"
                busy={remove.isPending}
                onConfirm={() => remove.mutate(member.id)}
              />
            ),
        },
      ]}
    />
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
  return (
    <PagedTable
      label="Pending invitations"
      rows={invitations}
      columns={[
        { header: 'Email', cell: (invitation) => invitation.email },
        { header: 'Role', cell: (invitation) => projectRoleLabel(invitation.role.name, productName) },
        { header: 'Invited by', cell: (invitation) => invitation.invited_by ?? '—' },
        { header: 'Invited', cell: (invitation) => formatDate(invitation.created_at) },
        { header: 'Expires', cell: (invitation) => formatDate(invitation.expires_at) },
        canCancel && {
          header: 'Actions',
          cell: (invitation) => (
            <ConfirmButton
              text="Cancel"
              accessibleName={`Cancel the invitation to ${invitation.email}`}
              confirmText="Confirm cancel"
              busy={cancel.isPending}
              onConfirm={() => cancel.mutate(invitation.id)}
            />
          ),
        },
      ]}
    />
  );
}
