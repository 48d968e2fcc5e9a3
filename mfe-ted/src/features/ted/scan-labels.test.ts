import { describe, expect, it } from 'vitest';
import { firstMatchName, matcherBadges, placeName, scannerName, statusColor, statusLabel } from './scan-labels';

const successOf = (matchData: unknown) =>
  Object.fromEntries(matcherBadges(matchData).map(({ matcher, success }) => [matcher, success]));

describe('matcherBadges', () => {
  it('marks the badge whose matcher starts the first match result name', () => {
    expect(successOf([{ results: [{ name: 'dots-Silk Scarves' }] }])).toEqual({
      DOTS: true,
      LINKS: false,
      GOLDBERG: false,
    });
    expect(successOf([{ results: [{ name: 'Links v2' }] }])).toEqual({ DOTS: false, LINKS: true, GOLDBERG: false });
    expect(successOf([{ results: [{ name: 'goldberg' }, { name: 'dots' }] }])).toEqual({
      DOTS: false,
      LINKS: false,
      GOLDBERG: true,
    });
  });

  it('reads only the first result of the first match', () => {
    expect(successOf([{ results: [] }, { results: [{ name: 'dots' }] }])).toEqual({
      DOTS: false,
      LINKS: false,
      GOLDBERG: false,
    });
    expect(successOf([{ results: [{ name: 'candidate-dots' }] }]).DOTS).toBe(false);
  });

  it('is neutral for missing or malformed match data, in DOTS, LINKS, GOLDBERG order', () => {
    for (const data of [null, undefined, [], {}, 'dots', [null], [{ results: 'dots' }], [{ results: [{ name: 3 }] }]]) {
      expect(matcherBadges(data)).toEqual([
        { matcher: 'DOTS', success: false },
        { matcher: 'LINKS', success: false },
        { matcher: 'GOLDBERG', success: false },
      ]);
    }
    expect(firstMatchName([{ results: [{ name: 'links-a' }] }])).toBe('links-a');
    expect(firstMatchName([{}])).toBeNull();
  });
});

describe('status and scanner labels', () => {
  it('labels the three statuses as the Global TED shows them', () => {
    expect(statusLabel('SUCCESS')).toBe('Matched');
    expect(statusLabel('DETECT_FAILED')).toBe('DETECT FAILED');
    expect(statusLabel('MATCH_FAILED')).toBe('MATCH FAILED');
    expect(statusLabel('SOMETHING')).toBe('SOMETHING');
    expect(statusColor('SUCCESS')).toBe('teal.9');
    expect(statusColor('SOMETHING')).toBe('gray.7');
  });

  it('names scanners per 001 §3, a missing agent being Other', () => {
    expect(scannerName('WEBSCANNER')).toBe('Web');
    expect(scannerName('WECHAT')).toBe('WeChat');
    expect(scannerName('WHATSAPP')).toBe('WhatsApp');
    expect(scannerName('NATIVESCANNER_IOS')).toBe('iOS');
    expect(scannerName('NATIVESCANNER_ANDROID')).toBe('Android');
    expect(scannerName(null)).toBe('Other');
    expect(scannerName(undefined)).toBe('Other');
  });

  it("calls places of one character or fewer 'Unknown'", () => {
    expect(placeName('Sydney')).toBe('Sydney');
    expect(placeName('X')).toBe('Unknown');
    expect(placeName('')).toBe('Unknown');
    expect(placeName(null)).toBe('Unknown');
  });
});
