import { describe, expect, it } from 'vitest';
import { countActiveFilters, DEFAULT_FILTERS, DEFAULT_LOCATION_TYPES, parseFilters, writeFilters } from './filters';

const TAG = '3f2b1c4d-0a1b-4c2d-8e3f-1234567890ab';
const COLLECTION = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('analytics filters in the query string', () => {
  it('default to every scanner and both location types (001 §9)', () => {
    expect(parseFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.locationTypes).toEqual(['gps', 'ipAddress']);
  });

  it('read known values and ignore the rest', () => {
    const filters = parseFilters(new URLSearchParams('platforms=WECHAT,FAX,WEBSCANNER&locationTypes=gps,satellite'));
    expect(filters.platforms).toEqual(['WECHAT', 'WEBSCANNER']);
    expect(filters.locationTypes).toEqual(['gps']);
    expect(parseFilters(new URLSearchParams('locationTypes=')).locationTypes).toEqual([]);
  });

  it('read every 001 §2 key: countries, cities, collections, tagId, metadata and hook data', () => {
    const params = new URLSearchParams({
      countries: 'FR, CN,,FR',
      cities: 'Paris,Lyon',
      collections: `${COLLECTION},not-a-uuid`,
      tagId: TAG.toUpperCase(),
      metadataKey: ' sku ',
      metadataValue: 'SKU-1001',
      hookDataKey: 'authenticity',
      hookDataValue: '{"genuine":true}',
    });
    expect(parseFilters(params)).toEqual({
      ...DEFAULT_FILTERS,
      countries: ['FR', 'CN'],
      cities: ['Paris', 'Lyon'],
      collections: [COLLECTION],
      tagId: TAG,
      metadataKey: 'sku',
      metadataValue: 'SKU-1001',
      hookDataKey: 'authenticity',
      hookDataValue: '{"genuine":true}',
    });
  });

  it('drop a tag ID the API would refuse, so an edited link still opens', () => {
    expect(parseFilters(new URLSearchParams('tagId=1234')).tagId).toBe('');
  });

  it('round-trip, leaving defaults out of the link', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      platforms: ['WHATSAPP' as const],
      locationTypes: ['ipAddress' as const],
      cities: ['Paris', 'Saint-Étienne'],
      tagId: TAG,
    };
    const written = writeFilters(new URLSearchParams('dateRange=x'), filters);
    expect(written.toString()).toBe(
      `dateRange=x&cities=Paris%2CSaint-%C3%89tienne&tagId=${TAG}&platforms=WHATSAPP&locationTypes=ipAddress`,
    );
    expect(parseFilters(written)).toEqual(filters);
    expect(countActiveFilters(filters)).toBe(4);
    expect(writeFilters(written, { ...DEFAULT_FILTERS, locationTypes: ['ipAddress', 'gps'] }).toString()).toBe(
      'dateRange=x',
    );
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
  });

  it('keep the default location types as the spec lists them', () => {
    expect(DEFAULT_LOCATION_TYPES).toEqual(['gps', 'ipAddress']);
  });
});
