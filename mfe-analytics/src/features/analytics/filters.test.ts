import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_TYPES, parseFilters, writeFilters } from './filters';

describe('analytics filters in the query string', () => {
  it('default to every scanner and both location types', () => {
    expect(parseFilters(new URLSearchParams(''))).toEqual({ platforms: [], locationTypes: DEFAULT_LOCATION_TYPES });
  });

  it('read known values and ignore the rest', () => {
    expect(parseFilters(new URLSearchParams('platforms=WECHAT,FAX,WEBSCANNER&locationTypes=gps,satellite'))).toEqual({
      platforms: ['WECHAT', 'WEBSCANNER'],
      locationTypes: ['gps'],
    });
    expect(parseFilters(new URLSearchParams('locationTypes=')).locationTypes).toEqual([]);
  });

  it('round-trip, leaving defaults out of the link', () => {
    const written = writeFilters(new URLSearchParams('dateRange=x'), {
      platforms: ['WHATSAPP'],
      locationTypes: ['ipAddress'],
    });
    expect(written.toString()).toBe('dateRange=x&platforms=WHATSAPP&locationTypes=ipAddress');
    expect(parseFilters(written)).toEqual({ platforms: ['WHATSAPP'], locationTypes: ['ipAddress'] });
    expect(writeFilters(written, { platforms: [], locationTypes: ['gps', 'ipAddress'] }).toString()).toBe(
      'dateRange=x',
    );
  });
});
