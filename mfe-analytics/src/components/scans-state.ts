import type { UseQueryResult } from '@tanstack/react-query';
import { queryState } from 'shared';

/** 001 §8/§2: the text every empty scan table (and chart) shows. */
export const SCANS_NOT_FOUND = 'Scans not found';

/** LoadingPanel props shared by every panel that draws the scans. */
export function scansPanelState(scans: UseQueryResult, isEmpty: boolean) {
  return {
    ...queryState(scans),
    errorText: 'Scans could not be loaded.',
    isEmpty,
    emptyText: SCANS_NOT_FOUND,
  };
}
