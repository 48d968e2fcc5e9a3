import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  getRuntimeConfig,
  LoadingPanel,
  MutationError,
  projectPermissions,
  queryState,
  useCompanyUsers,
  useMyProject,
  useRoles,
} from 'shared';
import { AddPersonDialog } from './add-person-dialog';
import { offeredRoles, PROJECT_ROLE_RANK } from './add-person';
import { useInvitations, useMembers, useTeamWrites, type ProjectMember } from './project-users-api';
import { InvitationsTable, MembersTable } from './team-tables';

/** 001 §2 project team: its users and pending invitations; adding, cancelling and removing by role. */
export default function ProjectUsersPage() {
  const { projectId = '' } = useParams();
  const { productName } = getRuntimeConfig();
  const project = useMyProject(projectId).data;
  const permissions = projectPermissions(project);
  const canAdd = permissions.has('project-user:create');
  const members = useMembers(projectId);
  const invitations = useInvitations(projectId);
  const companyUsers = useCompanyUsers(canAdd ? (project?.company_id ?? '') : '');
  const roles = useRoles();
  const writes = useTeamWrites(projectId);
  const [adding, setAdding] = useState(false);

  const memberRows = members.data ?? [];
  const invitationRows = invitations.data ?? [];
  const memberIds = new Set(memberRows.map((member) => member.id));
  const callerRank = PROJECT_ROLE_RANK[project?.role.name ?? ''] ?? 0;
  // 001 §6: remove only when the role allows it and more than one user remains.
  const canRemove = (member: ProjectMember) =>
    permissions.has('project-user:delete') &&
    memberRows.length > 1 &&
    (PROJECT_ROLE_RANK[member.role.name] ?? 99) <= callerRank;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Users</Title>
        {canAdd && <Button onClick={() => setAdding(true)}>Add person</Button>}
      </Group>
      <MutationError
        error={writes.remove.error ?? writes.cancel.error}
        fallback="The change could not be saved. Please try again."
      />
      <LoadingPanel
        {...queryState(members)}
        errorText="Failed to load the project's users. Please try again."
        isEmpty={memberRows.length === 0}
        emptyText="This project doesn't have users."
      >
        <MembersTable members={memberRows} productName={productName} canRemove={canRemove} remove={writes.remove} />
      </LoadingPanel>
      <Title order={2} size="h3">
        Pending invitations
      </Title>
      <LoadingPanel
        {...queryState(invitations)}
        errorText="Failed to load the pending invitations. Please try again."
        isEmpty={invitationRows.length === 0}
        emptyText="No pending users"
      >
        <InvitationsTable
          invitations={invitationRows}
          productName={productName}
          canCancel={canAdd}
          cancel={writes.cancel}
        />
      </LoadingPanel>
      {canAdd && (
        <AddPersonDialog
          opened={adding}
          onClose={() => setAdding(false)}
          candidates={(companyUsers.data ?? []).filter((user) => !memberIds.has(user.id))}
          roles={offeredRoles(roles.data ?? [], project?.role.name)}
          productName={productName}
          add={writes.add}
        />
      )}
    </Stack>
  );
}
