import { describe, expect, it } from 'vitest';
import type { Role } from 'shared';
import {
  addPersonValidation,
  offeredRoles,
  SELECT_A_PERSON,
  SELECT_A_ROLE,
  toNewProjectUser,
  type AddPersonValues,
} from './add-person';

const roles: Role[] = [
  { id: 1, name: 'ADMIN', type: 'system' },
  { id: 3, name: 'SUPER_USER', type: 'projects' },
  { id: 4, name: 'ADMIN', type: 'projects' },
  { id: 5, name: 'GUEST', type: 'projects' },
];
const values = (changes: Partial<AddPersonValues>): AddPersonValues => ({
  source: 'company',
  userId: '',
  email: '',
  roleId: '',
  ...changes,
});

describe('offeredRoles', () => {
  it("offers the project roles up to the caller's own, never SUPER_USER", () => {
    expect(offeredRoles(roles, 'SUPER_USER').map((role) => role.id)).toEqual([4, 5]);
    expect(offeredRoles(roles, 'ADMIN').map((role) => role.id)).toEqual([4, 5]);
    expect(offeredRoles(roles, 'GUEST').map((role) => role.id)).toEqual([5]);
    expect(offeredRoles(roles, undefined)).toEqual([]);
  });
});

describe('add-person validation (001 §5)', () => {
  it('asks for a company user, or for an email when inviting by email', () => {
    expect(addPersonValidation.userId('', values({}))).toBe(SELECT_A_PERSON);
    expect(addPersonValidation.email('', values({ source: 'email' }))).toBe(SELECT_A_PERSON);
    expect(addPersonValidation.email('someone@', values({ source: 'email' }))).toBe('Invalid email');
    expect(addPersonValidation.userId('', values({ source: 'email' }))).toBeNull();
  });

  it('asks for a project role', () => {
    expect(addPersonValidation.roleId('')).toBe(SELECT_A_ROLE);
    expect(addPersonValidation.roleId('5')).toBeNull();
  });

  it('sends a company user by id and an outside person by email, with projectRoleId', () => {
    expect(toNewProjectUser(values({ userId: 'u1', roleId: '5' }))).toEqual({ id: 'u1', projectRoleId: 5 });
    expect(toNewProjectUser(values({ source: 'email', email: ' A@B.example ', roleId: '4' }))).toEqual({
      email: 'a@b.example',
      projectRoleId: 4,
    });
  });
});
