import { Group, Modal, Stack, Text, Title } from '@mantine/core';
import { formatCount, type Company } from 'shared';
import { IncreaseLimitForm } from './increase-limit-form';
import { InviteForm } from './invite-form';
import { InvitationsTable } from './invitations-table';
import { UsersTable } from './users-table';

/** 000 §2 'Manage company': total and limit, 'Increase Limit', 'Invite to Company', users and invitations. */
export function ManageCompanyDialog({ company, onClose }: { company: Company | null; onClose: () => void }) {
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={company ? `Manage company: ${company.name}` : 'Manage company'}
      // Wide enough for the invitations table's six columns (at 'xl' its Actions column scrolled out of view).
      size="75rem"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {company && (
        <Stack gap="lg">
          <Group gap="xl">
            <Text>
              Total Smart Fingerprints: <strong>{formatCount(company.total_fingerprint_count)}</strong>
            </Text>
            <Text>
              Limit: <strong>{formatCount(company.max_fingerprints)}</strong>
            </Text>
          </Group>
          <IncreaseLimitForm company={company} />
          <Stack gap="xs">
            <Title order={3} size="h4">
              Invite to Company
            </Title>
            <InviteForm companyId={company.id} submitLabel="Invite to Company" />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              Users
            </Title>
            <UsersTable companyId={company.id} label={`Users of ${company.name}`} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              Invitations
            </Title>
            <InvitationsTable companyId={company.id} size={5} label={`Invitations of ${company.name}`} />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
