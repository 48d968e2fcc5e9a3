import { Table } from '@mantine/core';
import { ConfirmButton, formatDate, MutationError } from 'shared';
import { useDeactivateInvitation } from './deactivate-invitation';
import { useCompanyInvitations } from './get-company-invitations';
import { canDeactivate, INVITATION_TYPE_LABELS } from './invitation-labels';
import { PagedTablePanel } from './paged-table-panel';
import type { InvitationSort } from './types';
import { SortableHeader } from './sortable-header';
import { useTablePage } from './use-table-page';

/**
 * 000 §2 invitations table: E-mail, Invitation Type, Company, Date created (sortable), Is active?;
 * paged on the server (15 a page; 5 in the manage dialog). A company invitation that still works can
 * be deactivated.
 */
export function InvitationsTable({ companyId, size = 15, label }: { companyId: string; size?: number; label: string }) {
  const { page, goTo, sortBy } = useTablePage<InvitationSort>('created_at', 'desc');
  const invitations = useCompanyInvitations(companyId, page, size);
  const deactivation = useDeactivateInvitation(companyId);
  const rows = invitations.data?.data ?? [];

  return (
    <PagedTablePanel
      query={invitations}
      size={size}
      page={page.page}
      onPage={goTo}
      errorText="The invitations could not be loaded."
      emptyText="No invitations found."
      minWidth={640}
      above={
        <MutationError
          error={deactivation.error}
          fallback="The invitation could not be deactivated. Please try again."
        />
      }
    >
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Invitation Type</Table.Th>
            <Table.Th>Company</Table.Th>
            <SortableHeader label="Date created" column="created_at" page={page} firstOrder="desc" onSort={sortBy} />
            <Table.Th>Is active?</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>
                {INVITATION_TYPE_LABELS[invitation.type]}
                {invitation.project ? ` (${invitation.project.name})` : ''}
              </Table.Td>
              <Table.Td>{invitation.company?.name ?? '—'}</Table.Td>
              <Table.Td>{formatDate(invitation.created_at)}</Table.Td>
              <Table.Td>{invitation.is_active ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                {canDeactivate(invitation) && (
                  <ConfirmButton
                    text="Deactivate"
                    accessibleName={`Deactivate the invitation to ${invitation.email}`}
                    confirmText="Confirm deactivate"
                    busy={deactivation.isPending}
                    onConfirm={() => deactivation.mutate(invitation.id)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PagedTablePanel>
  );
}
