import { describe, expect, it } from 'vitest';
import {
  firstMatchName,
  locatedBy,
  matcherBadges,
  placeName,
  rumSessionUrl,
  scanImages,
  scannerName,
  secondsAfter,
  statusColor,
  statusLabel,
} from './scan-labels';

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

describe('scanImages', () => {
  it('takes the first detect item with an image_in_url, with its image_out_url', () => {
    expect(
      scanImages([
        { id: 'a', image_in_url: null, image_out_url: 'ignored' },
        { id: 'b', image_in_url: '/in.jpg', image_out_url: '/out.png' },
        { id: 'c', image_in_url: '/later.jpg', image_out_url: null },
      ]),
    ).toEqual({ imageIn: '/in.jpg', imageOut: '/out.png' });
    expect(scanImages([{ image_in_url: '/in.jpg', image_out_url: '' }])).toEqual({
      imageIn: '/in.jpg',
      imageOut: null,
    });
  });

  it('finds none in odd or empty detect data', () => {
    for (const detectData of [null, 'x', [], [null], [{ image_in_url: '' }], [{ image_in_url: 3 }]]) {
      expect(scanImages(detectData)).toBeNull();
    }
  });
});

describe('session labels', () => {
  it('gives each scan its seconds after the first', () => {
    expect(secondsAfter('2026-11-22T03:04:00.000Z', '2026-11-22T03:04:00.000Z')).toBe('+0 s');
    expect(secondsAfter('2026-11-22T03:04:00.000Z', '2026-11-22T03:05:12.400Z')).toBe('+72 s');
  });

  it('fills the RUM template with the session id, and has no link without a template or a session', () => {
    expect(rumSessionUrl('https://rum.example/s/{sessionId}?from={sessionId}', 'a b/c')).toBe(
      'https://rum.example/s/a%20b%2Fc?from=a%20b%2Fc',
    );
    expect(rumSessionUrl('', 's1')).toBeNull();
    expect(rumSessionUrl('https://rum.example/s/{sessionId}', null)).toBeNull();
  });

  it('says how a scan was located', () => {
    expect(locatedBy(true)).toBe('GPS');
    expect(locatedBy(false)).toBe('IP address');
  });
});
