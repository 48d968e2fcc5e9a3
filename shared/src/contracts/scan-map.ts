import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { SCAN_AGENTS, SCAN_STATUSES, ScanAggregateQuery } from './scan-events.js';

/** 001 §9: the map's maximum zoom; a cluster opens its popup only there (001 §2). */
export const MAP_MAX_ZOOM = 20;
/** Clusters answered at most; the rest (the smallest) are left out and `truncated` says so. */
export const MAP_MAX_CLUSTERS = 1000;
/** 001 §9: the map's side list shows 8 scans a page; a caller may ask for up to 50. */
export const MAP_SCANS_PAGE_SIZE = 8;
export const MAP_SCANS_MAX_LIMIT = 50;

const Longitude = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));
const Latitude = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
const Count = v.pipe(v.number(), v.integer());

const { timezone: _timezone, ...filters } = ScanAggregateQuery.entries;

/**
 * The dashboard's filters and the area on screen. West greater than east is an area that crosses the
 * antimeridian; south may not be greater than north.
 */
const MapArea = {
  ...filters,
  west: Longitude,
  south: Latitude,
  east: Longitude,
  north: Latitude,
};

export const ScanMapQuery = v.object({
  ...MapArea,
  /** The map's zoom level: clusters are cells of about 64 screen pixels at this zoom. */
  zoom: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAP_MAX_ZOOM)),
});
export type ScanMapQuery = v.InferOutput<typeof ScanMapQuery>;

export const ScanMapClusters = v.object({
  clusters: v.array(
    v.object({
      /** Where the cluster is drawn: the mean position of its scans. */
      longitude: v.number(),
      latitude: v.number(),
      scans: Count,
      /** The extent of its scans, to zoom into (or, at the maximum zoom, to list). */
      west: v.number(),
      south: v.number(),
      east: v.number(),
      north: v.number(),
    }),
  ),
  /** Located scans in the area (scans without a position are not on the map). */
  scans: Count,
  /** More than MAP_MAX_CLUSTERS cells held scans; the smallest were left out. */
  truncated: v.boolean(),
});
export type ScanMapClusters = v.InferOutput<typeof ScanMapClusters>;

export const ScanMapScansQuery = v.object({
  ...MapArea,
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAP_SCANS_MAX_LIMIT))),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
});
export type ScanMapScansQuery = v.InferOutput<typeof ScanMapScansQuery>;

export const ScanMapScans = v.object({
  items: v.array(
    v.object({
      id: Uuid,
      clientScanId: v.string(),
      tagId: Uuid,
      createdAt: IsoDateTime,
      city: v.string(),
      country: v.string(),
      latitude: v.number(),
      longitude: v.number(),
      clientAgent: v.picklist(SCAN_AGENTS),
      scanStatus: v.picklist(SCAN_STATUSES),
    }),
  ),
  /** Located scans in the area, for paging. */
  total: Count,
});
export type ScanMapScans = v.InferOutput<typeof ScanMapScans>;
