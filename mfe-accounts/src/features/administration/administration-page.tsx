import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hasPermission, useSession } from 'shared';
import { CompaniesSection } from './companies-section';
import { FingerprintsAvailable } from './fingerprints-available';
import { useFreshAccount } from './get-account';
import { InvitationsTable } from './invitations-table';
import { InviteUserDialog } from './invite-user-dialog';
import { UsersTable } from './users-table';

export const NO_TEAM = "It looks like you aren't part of a team yet. Get in touch with us to help you get started.";

function NoTeam() {
  return (
    <Paper withBorder p="lg">
      <Stack align="flex-start">
        <Text>{NO_TEAM}</Text>
        <Button component={Link} to="/need-help">
          Get in touch
        </Button>
      </Stack>
    </Paper>
  );
}

function CompanyAdministration({ companyId }: { companyId: string }) {
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <Stack component="section" aria-labelledby="users-heading">
        <Group justify="space-between">
          <Title order={2} size="h3" id="users-heading">
            Users
          </Title>
          <Button onClick={() => setInviting(true)}>Invite User</Button>
        </Group>
        <UsersTable companyId={companyId} label="Users" />
      </Stack>
      <Stack component="section" aria-labelledby="invitations-heading">
        <Title order={2} size="h3" id="invitations-heading">
          Invitations
        </Title>
        <InvitationsTable companyId={companyId} label="Invitations" />
      </Stack>
      <InviteUserDialog opened={inviting} onClose={() => setInviting(false)} companyId={companyId} />
    </>
  );
}

/**
 * 000 §2 Administration, for every company's own staff (ADR 0021): the company's fingerprint
 * allowance, users and invitations; and the Companies section for holders of company:create.
 */
export default function AdministrationPage() {
  // The session's copy shows at once; the fresh one replaces it (and a failed refresh keeps it).
  const sessionAccount = useSession((state) => state.account);
  const account = useFreshAccount().data ?? sessionAccount;
  const company = account?.company ?? null;
  const title = company ? `Administration | ${company.name}` : 'Administration';
  useDocumentTitle(title);

  return (
    <Stack gap="xl">
      <Title order={1}>{title}</Title>
      {company ? (
        <Stack gap="xl">
          <FingerprintsAvailable count={company.total_fingerprint_count} limit={company.max_fingerprints} />
          <CompanyAdministration companyId={company.id} />
        </Stack>
      ) : (
        <NoTeam />
      )}
      {hasPermission(account, 'company:create') && <CompaniesSection />}
    </Stack>
  );
}
