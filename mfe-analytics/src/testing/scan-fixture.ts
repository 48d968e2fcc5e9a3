import type { ScanReason } from 'shared/contracts/protection';
import type { ScanAggregates } from 'shared/contracts/scan-events';

/** Every panel's parts together, as the API answers without `panels`. */
export type EveryPanel = Required<Omit<ScanAggregates, 'timezone'>>;

/** Aggregates for tests: nothing counted unless given. */
export function aggregates(overrides: Partial<EveryPanel> = {}): EveryPanel {
  return {
    total: 0,
    daily: [],
    byCity: [],
    byAgent: [],
    topTags: [],
    flagged: { scans: 0, tentative: 0 },
    flaggedRecent: [],
    ...overrides,
  };
}

let next = 0;

/** A flagged scan as the aggregates list it; every call gets its own id. */
export function flaggedScan(
  overrides: Partial<EveryPanel['flaggedRecent'][number]> = {},
): EveryPanel['flaggedRecent'][number] {
  next += 1;
  return {
    clientScanId: `scan-${next}`,
    createdAt: '2026-11-10T10:00:00.000Z',
    city: 'Paris',
    country: 'FR',
    clientAgent: 'WEBSCANNER',
    ruleStatus: 'tentative',
    ...overrides,
  };
}

/** The reason ADR 0062 gives a scan in Lagos two hours after one in Paris. */
export const lagosAfterParis: ScanReason = {
  rule: 'impossibleTravel',
  points: 70,
  message: 'Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
  distanceKm: 4708,
  hours: 2,
  speedKmh: 2354,
  previousClientScanId: 'paris-1',
};
