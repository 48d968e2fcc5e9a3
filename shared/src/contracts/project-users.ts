import * as v from 'valibot';
import { Email } from './auth.js';
import { IsoDateTime, Uuid } from './common.js';

const Role = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string() });

export const ProjectMember = v.object({
  id: Uuid,
  email: v.string(),
  first_name: v.nullable(v.string()),
  last_name: v.string(),
  role: Role,
  added_at: IsoDateTime,
});
export type ProjectMember = v.InferOutput<typeof ProjectMember>;

export const ProjectMemberList = v.object({ data: v.array(ProjectMember) });
export type ProjectMemberList = v.InferOutput<typeof ProjectMemberList>;

export const PendingInvitation = v.object({
  id: Uuid,
  email: v.string(),
  type: v.literal('PROJECT:NEW_EXTERNAL_USER:USER'),
  role: Role,
  /** The inviter's email, when that user still exists. */
  invited_by: v.nullable(v.string()),
  created_at: IsoDateTime,
  expires_at: IsoDateTime,
});
export type PendingInvitation = v.InferOutput<typeof PendingInvitation>;

export const PendingInvitationList = v.object({ data: v.array(PendingInvitation) });
export type PendingInvitationList = v.InferOutput<typeof PendingInvitationList>;

/** 001 §5: an existing company user by id, an outside person by email; both with projectRoleId. */
export const NewProjectUser = v.object({
  id: v.optional(Uuid),
  email: v.optional(Email),
  projectRoleId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
});
export type NewProjectUser = v.InferOutput<typeof NewProjectUser>;

export const AddProjectUsersBody = v.object({
  users: v.pipe(v.array(NewProjectUser), v.minLength(1), v.maxLength(50)),
});
export type AddProjectUsersBody = v.InferOutput<typeof AddProjectUsersBody>;

export const AddProjectUsersResult = v.object({
  added: v.array(ProjectMember),
  invited: v.array(PendingInvitation),
});
export type AddProjectUsersResult = v.InferOutput<typeof AddProjectUsersResult>;

export const ProjectUserParams = v.object({ projectId: Uuid, userId: Uuid });
export type ProjectUserParams = v.InferOutput<typeof ProjectUserParams>;

export const InvitationIdParams = v.object({ invitationId: Uuid });
export type InvitationIdParams = v.InferOutput<typeof InvitationIdParams>;
