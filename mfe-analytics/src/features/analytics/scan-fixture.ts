import type { ScanEvent } from './types';

let next = 0;

/** A scan event for tests; every call gets its own ids unless given. */
export function scan(overrides: Partial<ScanEvent> = {}): ScanEvent {
  next += 1;
  return {
    id: `scan-${next}`,
    projectId: 'project-1',
    collectionId: 'collection-1',
    tagId: `tag-${next}`,
    clientScanId: `client-${next}`,
    createdAt: '2026-11-01T10:00:00.000Z',
    city: 'Sydney',
    country: 'AU',
    clientLocationLat: -33.87,
    clientLocationLong: 151.21,
    geolocationEnabled: true,
    clientSessionId: 'session-1',
    clientAgent: 'WEBSCANNER',
    scanStatus: 'SUCCESS',
    ruleStatus: null,
    tagMetadata: null,
    hookData: null,
    userAgent: null,
    ...overrides,
  };
}
