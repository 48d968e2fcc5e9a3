import type { AsyncData } from 'shared';
import type { ScanEvent } from '../types';

/** 001 §8/§2: the text every empty scan table (and chart) shows. */
export const SCANS_NOT_FOUND = 'Scans not found';

/** LoadingPanel props shared by every panel that draws the scans. */
export function scansPanelState(scans: AsyncData<ScanEvent[]>, isEmpty: boolean) {
  return {
    isLoading: scans.isLoading,
    error: scans.error,
    onRetry: scans.reload,
    errorText: 'Scans could not be loaded.',
    isEmpty,
    emptyText: SCANS_NOT_FOUND,
  };
}
