import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, collectionKeys, companyKeys, formatCount, projectKeys } from 'shared';
import { NewTagOrder } from 'shared/contracts/tag-orders';
import * as v from 'valibot';
import { tagOrderKeys } from './keys';
import type { TagOrder } from './types';

export const NOT_A_VALID_QUANTITY = 'Not a valid quantity';

/** 000 §5: required and numeric (the form holds text until it is sent), then checked as the API checks it. */
export const quantitySchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(NOT_A_VALID_QUANTITY),
  v.regex(/^\d+$/, NOT_A_VALID_QUANTITY),
  v.transform(Number),
  NewTagOrder.entries.numberOfTags,
);

/**
 * 000 §5 and §8: shown when the order would pass the company's limit. The product is named once (the spec's
 * "{product} Smart Fingerprint limit" read "Smart Fingerprint Smart Fingerprint"; ADR 0050), the
 * count in the reader's grouping.
 */
export function limitMessage(productName: string, remaining: number): string {
  return `This is over the project company's ${productName} limit. You may order up to ${formatCount(Math.max(0, remaining))} Fingerprints.`;
}

export async function placeTagOrder(projectId: string, collectionId: string, numberOfTags: number): Promise<TagOrder> {
  return api('warehouse', { projectId })
    .post(`collections/${collectionId}/tag-orders`, { json: { numberOfTags } })
    .json<TagOrder>();
}

/** The collections' counts and the company's allowance, shown with the project and the company. */
export const invalidateOrderTotals = (queryClient: QueryClient, projectId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: collectionKeys.list(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.mine(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  ]);

/** An order changes the collection's orders and the totals. */
export function usePlaceTagOrder(projectId: string, collectionId: string, place = placeTagOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (numberOfTags: number) => place(projectId, collectionId, numberOfTags),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tagOrderKeys.list(projectId, collectionId) }),
        invalidateOrderTotals(queryClient, projectId),
      ]),
  });
}
