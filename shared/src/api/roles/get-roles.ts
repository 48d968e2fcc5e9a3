import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ListResponse } from '../types';

export interface Role {
  id: number;
  name: string;
  type: 'system' | 'projects';
}

export const roleKeys = { all: ['roles'] as const };

export async function getRoles(signal?: AbortSignal): Promise<Role[]> {
  const { data } = await api('auth').get('roles', { signal }).json<ListResponse<Role>>();
  return data;
}

/** Roles change only with a deployment: fetched once per session. */
export const rolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.all, queryFn: ({ signal }) => getRoles(signal), staleTime: Infinity });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}

/** 001 §6: how the project roles are shown; SUPER_USER is the provider's administrator. */
export function projectRoleLabel(name: string, productName: string): string {
  if (name === 'SUPER_USER') return `${productName} Administrator`;
  if (name === 'ADMIN') return 'Administrator';
  if (name === 'GUEST') return 'Guest';
  return name;
}
