import type { Db } from '../../db/db.js';
import type {
  AddProjectUsersBody,
  AddProjectUsersResult,
  PendingInvitation,
  ProjectMember,
} from 'shared/contracts/project-users';
import { PROJECT_ROLE } from 'shared/contracts/roles';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { findProject } from '../../repositories/projects/projects-repository.js';
import {
  countMembers,
  deleteMember,
  findMembers,
  findUsersByEmails,
  findUsersByIds,
  insertMembers,
  listProjectMembers,
  lockProject,
  type ProjectMemberRow,
} from '../../repositories/project-users/project-users-repository.js';
import {
  deactivateProjectInvitation,
  findPendingProjectInvitationEmails,
  listPendingProjectInvitations,
  type PendingInvitationRow,
} from '../../repositories/invitations/invitations-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { projectInvitationEmail } from '../email/emails.js';
import { type ProjectAccess, requireProjectPermission } from '../projects/project-access.js';
import { storeEmailedLink } from '../invitation-links/emailed-link.js';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** Higher may manage lower or equal; the provider's SUPER_USER role is never assigned from the console. */
const ROLE_RANK: Record<number, number> = {
  [PROJECT_ROLE.GUEST]: 1,
  [PROJECT_ROLE.ADMIN]: 2,
  [PROJECT_ROLE.SUPER_USER]: 3,
};
const rank = (roleId: number) => ROLE_RANK[roleId] ?? 0;

/** 001 §5: the roles offered are limited by the caller's own role. */
export const assignableRoleIds = (access: ProjectAccess): number[] =>
  ([PROJECT_ROLE.ADMIN, PROJECT_ROLE.GUEST] as number[]).filter((roleId) => rank(roleId) <= rank(access.roleId));

export interface InvitationLinks {
  consoleUrl: string;
  productName: string;
}

const toMember = (row: ProjectMemberRow): ProjectMember => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  role: { id: row.role_id, name: row.role_name },
  added_at: row.added_at.toISOString(),
});

const toInvitation = (row: PendingInvitationRow): PendingInvitation => ({
  id: row.id,
  email: row.email,
  type: 'PROJECT:NEW_EXTERNAL_USER:USER',
  role: { id: row.project_role_id, name: row.project_role_name },
  invited_by: row.invited_by,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

export async function listMembers(db: Db, auth: AuthContext, projectId: string): Promise<ProjectMember[]> {
  await requireProjectPermission(db, auth, projectId, 'project-user:read');
  return (await listProjectMembers(db, projectId)).map(toMember);
}

export async function listInvitations(db: Db, auth: AuthContext, projectId: string): Promise<PendingInvitation[]> {
  await requireProjectPermission(db, auth, projectId, 'project-user:read');
  return (await listPendingProjectInvitations(db, projectId)).map(toInvitation);
}

function checkRoles(access: ProjectAccess, users: AddProjectUsersBody['users']) {
  const assignable = assignableRoleIds(access);
  for (const user of users) {
    if (!(user.projectRoleId in ROLE_RANK) || user.projectRoleId === PROJECT_ROLE.SUPER_USER) {
      throw invalid('This project role cannot be assigned.');
    }
    if (!assignable.includes(user.projectRoleId)) throw forbidden();
    if (Boolean(user.id) === Boolean(user.email)) {
      throw invalid('Send either the id of a company user or an email for each person.');
    }
  }
}

/** Company users join at once; anyone else gets an invitation email (stored in the outbox with it). */
export async function addProjectUsers(
  db: Db,
  auth: AuthContext,
  links: InvitationLinks,
  projectId: string,
  body: AddProjectUsersBody,
): Promise<AddProjectUsersResult> {
  const access = await requireProjectPermission(db, auth, projectId, 'project-user:create');
  checkRoles(access, body.users);
  const joiners = body.users.flatMap(({ id, projectRoleId }) => (id ? [{ userId: id, roleId: projectRoleId }] : []));
  const invitees = body.users.flatMap(({ email, projectRoleId }) =>
    email ? [{ email: email.toLowerCase(), roleId: projectRoleId }] : [],
  );
  if (invitees.length > 0 && !access.permissions.has('invitation:create')) throw forbidden();

  const ids = [...new Set(joiners.map((joiner) => joiner.userId))];
  const companyUsers = await findUsersByIds(db, ids);
  if (companyUsers.length !== ids.length || companyUsers.some((user) => user.company_id !== access.companyId)) {
    throw invalid("Only the company's users can be added by id; invite anyone else by email.");
  }
  const emails = [...new Set(invitees.map((invitee) => invitee.email))];
  const emailOwners = await findUsersByEmails(db, emails);
  const members = await findMembers(db, projectId, [...ids, ...emailOwners.map((user) => user.id)]);
  const alreadyMember = [...companyUsers, ...emailOwners].find((user) => members.includes(user.id));
  if (alreadyMember) throw conflict(`${alreadyMember.email} is already a member of this project.`);
  const [pending] = await findPendingProjectInvitationEmails(db, projectId, emails);
  if (pending) throw conflict(`An invitation to ${pending} is already pending.`);

  const project = await findProject(db, projectId);
  if (!project) throw notFound('Project not found.');
  await db.transaction(async (tx) => {
    await insertMembers(tx, projectId, joiners);
    for (const invitee of invitees) {
      await storeEmailedLink(
        tx,
        {
          type: 'PROJECT:NEW_EXTERNAL_USER:USER',
          email: invitee.email,
          companyId: access.companyId,
          projectId,
          projectRoleId: invitee.roleId,
          userIdFrom: auth.userId,
          recipientUserId: emailOwners.find((owner) => owner.email === invitee.email)?.id ?? null,
          ttlMs: INVITATION_TTL_MS,
        },
        (token) =>
          projectInvitationEmail({
            to: invitee.email,
            productName: links.productName,
            projectName: project.name,
            inviterName: auth.email,
            link: `${links.consoleUrl}/join-company/${token}`,
          }),
      );
    }
  });
  const addedIds = new Set(ids);
  const invitedEmails = new Set(emails);
  return {
    added: (await listProjectMembers(db, projectId)).filter((row) => addedIds.has(row.id)).map(toMember),
    invited: (await listPendingProjectInvitations(db, projectId))
      .filter((row) => invitedEmails.has(row.email))
      .map(toInvitation),
  };
}

/** 001 §6: only a role at or above the member's, and never the project's last user. */
export async function removeProjectUser(db: Db, auth: AuthContext, projectId: string, userId: string): Promise<void> {
  const access = await requireProjectPermission(db, auth, projectId, 'project-user:delete');
  await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    const member = (await listProjectMembers(tx, projectId)).find((row) => row.id === userId);
    if (!member) throw notFound('That user is not a member of this project.');
    if (rank(member.role_id) > rank(access.roleId)) throw forbidden();
    if ((await countMembers(tx, projectId)) <= 1) throw conflict('A project keeps at least one user.');
    await deleteMember(tx, projectId, userId);
  });
}

export async function cancelProjectInvitation(
  db: Db,
  auth: AuthContext,
  projectId: string,
  invitationId: string,
): Promise<void> {
  await requireProjectPermission(db, auth, projectId, 'project-user:create');
  if (!(await deactivateProjectInvitation(db, projectId, invitationId))) throw notFound('Invitation not found.');
}
