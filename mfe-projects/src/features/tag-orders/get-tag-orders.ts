import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from 'shared';
import { tagOrderKeys } from './keys';
import type { TagOrder } from './types';

export const ORDER_REFRESH_MS = 10_000;

export const isRunning = (order: TagOrder) => order.status === 'STARTED' || order.status === 'PROCESSING';

export async function getTagOrders(projectId: string, collectionId: string, signal?: AbortSignal): Promise<TagOrder[]> {
  const { data } = await api('warehouse', { projectId })
    .get(`collections/${collectionId}/tag-orders`, { signal })
    .json<ListResponse<TagOrder>>();
  return data;
}

export function tagOrdersQueryOptions(projectId: string, collectionId: string, fetchOrders = getTagOrders) {
  return queryOptions({
    queryKey: tagOrderKeys.list(projectId, collectionId),
    queryFn: ({ signal }) => fetchOrders(projectId, collectionId, signal),
  });
}

/** 000 §4: every 10 s while any order is STARTED or PROCESSING, except while the order dialog is open. */
export function refreshInterval(orders: TagOrder[] | undefined, dialogOpen: boolean): number | false {
  return !dialogOpen && orders?.some(isRunning) ? ORDER_REFRESH_MS : false;
}

export function useTagOrders(projectId: string, collectionId: string, { dialogOpen = false } = {}) {
  return useQuery({
    ...tagOrdersQueryOptions(projectId, collectionId),
    refetchInterval: (query) => refreshInterval(query.state.data, dialogOpen),
  });
}
