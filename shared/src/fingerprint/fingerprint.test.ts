import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintGeometry, fingerprintSvg, layoutBits, MIN_FEATURE } from './index';

const SEEDS = [
  '00112233445566778899aabbccddeeff',
  '0123456789abcdef0123456789abcdef',
  'ffffffffffffffffffffffffffffffff',
];
const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe('the Smart Fingerprint geometry (DESIGN §4)', () => {
  it('is the same for the same seed and version, and differs between seeds', () => {
    expect(fingerprintGeometry(SEEDS[0]!)).toEqual(fingerprintGeometry(SEEDS[0]!));
    const layouts = SEEDS.map((seed) => JSON.stringify(fingerprintGeometry(seed).dots));
    expect(new Set(layouts).size).toBe(SEEDS.length);
  });

  it('has no feature smaller than 1.5% of the diameter', () => {
    for (const seed of SEEDS) {
      const shapes = fingerprintGeometry(seed);
      expect(shapes.dots.every((dot) => dot.r * 2 >= MIN_FEATURE)).toBe(true);
      expect(shapes.links.every((link) => link.width >= MIN_FEATURE)).toBe(true);
      expect(Math.min(shapes.rim.width, shapes.hub.width)).toBeGreaterThanOrEqual(MIN_FEATURE);
    }
  });

  it('keeps dots between hub and rim, apart from each other, and the top free for the orientation mark', () => {
    const { dots, hub, rim } = fingerprintGeometry(SEEDS[1]!);
    expect(dots.length).toBeGreaterThan(40);
    for (const dot of dots) {
      const fromCentre = Math.hypot(dot.x - 0.5, dot.y - 0.5);
      expect(fromCentre - dot.r).toBeGreaterThan(hub.radius + hub.width / 2);
      expect(fromCentre + dot.r).toBeLessThan(rim.radius - rim.width / 2);
      expect(dot.y > 0.3 || Math.abs(dot.x - 0.5) > 0.06).toBe(true);
    }
    for (let i = 0; i < dots.length; i += 1) {
      for (let j = i + 1; j < dots.length; j += 1) {
        const gap = Math.hypot(dots[i]!.x - dots[j]!.x, dots[i]!.y - dots[j]!.y) - dots[i]!.r - dots[j]!.r;
        expect(gap).toBeGreaterThanOrEqual(MIN_FEATURE);
      }
    }
  });

  it('has more free slots in version 1 than the seed has bits, so no seed bit is lost', () => {
    expect(layoutBits(1)).toBeGreaterThanOrEqual(128);
  });

  it('refuses a seed that is not 32 hex digits and an unknown version', () => {
    expect(() => fingerprintGeometry('xyz')).toThrow('A fingerprint seed is 32 hexadecimal digits');
    expect(() => fingerprintGeometry(SEEDS[0]!, 9)).toThrow('Unknown fingerprint version 9');
  });

  it('draws the same SVG for fixed seeds (golden)', () => {
    expect(SEEDS.map((seed) => sha(fingerprintSvg(fingerprintGeometry(seed))))).toEqual(GOLDEN);
  });

  it('draws black on white, with a hub logo when given', () => {
    const svg = fingerprintSvg(fingerprintGeometry(SEEDS[0]!), { hubImage: 'data:image/png;base64,AAAA' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"')).toBe(true);
    expect(svg).toContain('<rect width="1" height="1" fill="#fff"/>');
    expect(svg).toContain('<image href="data:image/png;base64,AAAA"');
    expect(svg.match(/#[0-9a-f]{3}\b/gi)?.every((colour) => colour === '#000' || colour === '#fff')).toBe(true);
  });
});

/** First 16 hex digits of each SVG's SHA-256. A change here changes every printed tag: only with a new version. */
const GOLDEN = ['95b780822d302462', '44fe274680e25fdd', '7cb6120a0237fefc'];
