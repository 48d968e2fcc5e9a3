import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from 'shared';
import { permissionKeys } from './keys';
import type { Permission } from './types';

/** 001 §7 GET /permissions: the system super user only (anyone else gets 403). */
export async function getPermissions(signal?: AbortSignal): Promise<Permission[]> {
  const { data } = await api('auth').get('permissions', { signal }).json<ListResponse<Permission>>();
  return data;
}

/** Permissions change only with a deployment. */
export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.all, queryFn: ({ signal }) => getPermissions(signal), staleTime: Infinity });

export function usePermissions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...permissionsQueryOptions(), enabled });
}
