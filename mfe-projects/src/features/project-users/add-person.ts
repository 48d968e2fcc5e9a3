import * as v from 'valibot';
import { emailSchema, firstIssue, type Role } from 'shared';
import type { NewProjectUser } from './project-users-api';

export const SELECT_A_PERSON = 'Please select a person to invite';
export const SELECT_A_ROLE = 'Select a project role for this person';
export const NO_COMPANY_USERS = 'No company users found to add.';

export type PersonSource = 'company' | 'email';

export interface AddPersonValues {
  source: PersonSource;
  userId: string;
  email: string;
  roleId: string;
}

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** 001 §5: a person must be chosen, a typed value must be an email, and a role must be chosen. */
export const addPersonValidation = {
  userId: (value: string, values: AddPersonValues) =>
    values.source === 'company' ? firstIssue(required(SELECT_A_PERSON), value) : null,
  email: (value: string, values: AddPersonValues) =>
    values.source === 'email' ? (firstIssue(required(SELECT_A_PERSON), value) ?? firstIssue(emailSchema, value)) : null,
  roleId: (value: string) => firstIssue(required(SELECT_A_ROLE), value),
};

export function toNewProjectUser(values: AddPersonValues): NewProjectUser {
  const projectRoleId = Number(values.roleId);
  return values.source === 'company'
    ? { id: values.userId, projectRoleId }
    : { email: values.email.trim().toLowerCase(), projectRoleId };
}

/** Project roles by how much they may do: a role manages its own rank and below. */
export const PROJECT_ROLE_RANK: Record<string, number> = { GUEST: 1, ADMIN: 2, SUPER_USER: 3 };

/** 001 §5–6: the project roles at or below the caller's own; SUPER_USER is never offered. */
export function offeredRoles(roles: Role[], callerRoleName: string | undefined): Role[] {
  const callerRank = PROJECT_ROLE_RANK[callerRoleName ?? ''] ?? 0;
  return roles.filter(
    (role) =>
      role.type === 'projects' && role.name !== 'SUPER_USER' && (PROJECT_ROLE_RANK[role.name] ?? 99) <= callerRank,
  );
}
