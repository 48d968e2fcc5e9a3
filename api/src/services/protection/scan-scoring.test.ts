import { describe, expect, it } from 'vitest';
import { DEFAULT_PROTECTION_RULES, type ProtectionRules } from 'shared/contracts/protection';
import { combinedScore, duration, grouped, scoreScan, type ScoredScan, type ScoringInput } from './scan-scoring.js';
import { countryCodeOf } from './country-codes.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-11-10T10:00:00Z');
const PARIS = { city: 'Paris', country: 'France', lat: 48.8566, long: 2.3522 };
const LAGOS = { city: 'Lagos', country: 'Nigeria', lat: 6.5244, long: 3.3792 };
const VERSAILLES = { city: 'Versailles', country: 'France', lat: 48.8049, long: 2.1204 };

let counter = 0;
const scanAt = (at: number, place: Partial<ScoredScan> = {}, more: Partial<ScoredScan> = {}): ScoredScan => ({
  clientScanId: `scan-${String(counter++).padStart(4, '0')}`,
  at,
  city: '',
  country: '',
  lat: null,
  long: null,
  sessionId: null,
  scanStatus: 'SUCCESS',
  ...place,
  ...more,
});

const only = (rule: keyof ProtectionRules): ProtectionRules =>
  Object.fromEntries(
    Object.entries(DEFAULT_PROTECTION_RULES).map(([name, settings]) => [name, { ...settings, enabled: name === rule }]),
  ) as ProtectionRules;

const input = (scan: ScoredScan, earlier: ScoredScan[], more: Partial<ScoringInput> = {}): ScoringInput => ({
  scan: { ...scan, addressComponents: null },
  earlier,
  tagStatus: 'active',
  markets: [],
  rules: DEFAULT_PROTECTION_RULES,
  ...more,
});

describe('impossible travel', () => {
  it('flags Lagos 2 h after Paris with the distance and the speed', () => {
    const result = scoreScan(input(scanAt(T0 + 2 * HOUR, LAGOS), [scanAt(T0, PARIS)]));
    expect(result.reasons).toEqual([
      expect.objectContaining({
        rule: 'impossibleTravel',
        points: 70,
        message: 'Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
        distanceKm: 4708,
        hours: 2,
        speedKmh: 2354,
      }),
    ]);
    expect(result.score).toBe(70);
  });

  it('leaves a flight alone, and ignores scans nearer than 50 km however quick', () => {
    const paris = scanAt(T0, PARIS);
    expect(scoreScan(input(scanAt(T0 + 6 * HOUR, LAGOS), [paris])).reasons).toEqual([]);
    expect(scoreScan(input(scanAt(T0 + 60_000, VERSAILLES), [paris])).reasons).toEqual([]);
  });

  it('compares with the latest earlier located scan, and names a same-time scan without a speed', () => {
    const result = scoreScan(
      input(scanAt(T0, LAGOS), [scanAt(T0 - 5 * HOUR, VERSAILLES), scanAt(T0, PARIS), scanAt(T0, { city: 'Rome' })]),
    );
    expect(result.reasons).toEqual([
      expect.objectContaining({ message: 'Scanned in Lagos at the same time as in Paris: 4,708 km', speedKmh: null }),
    ]);
  });

  it('says minutes under an hour, and uses the country or the coordinates when a scan has no city', () => {
    const result = scoreScan(
      input(scanAt(T0 + 30 * 60_000, { country: 'Nigeria', lat: LAGOS.lat, long: LAGOS.long }), [
        scanAt(T0, { lat: PARIS.lat, long: PARIS.long }),
      ]),
    );
    expect(result.reasons[0]?.message).toBe('Scanned in Nigeria 30 min after 48.86, 2.35: 4,708 km, 9,416 km/h');
  });
});

describe('too many scans', () => {
  const earlierScans = (count: number, sessions: number) =>
    Array.from({ length: count }, (_, i) => scanAt(T0 - (i + 1) * HOUR, {}, { sessionId: `s${i % sessions}` }));

  it('flags the 21st scan of a tag in 30 days, not the 20th', () => {
    expect(scoreScan(input(scanAt(T0), earlierScans(19, 1), { rules: only('tooManyScans') })).reasons).toEqual([]);
    expect(scoreScan(input(scanAt(T0), earlierScans(20, 1), { rules: only('tooManyScans') })).reasons).toEqual([
      {
        rule: 'tooManyScans',
        points: 40,
        message: '21 scans of this tag in 30 days (more than 20)',
        scans: 21,
        sessions: 1,
        windowDays: 30,
      },
    ]);
  });

  it('flags a sixth scanner session, and both numbers together', () => {
    expect(scoreScan(input(scanAt(T0), earlierScans(5, 5), { rules: only('tooManyScans') })).reasons).toEqual([]);
    const sixth = scanAt(T0, {}, { sessionId: 'new' });
    expect(scoreScan(input(sixth, earlierScans(5, 5), { rules: only('tooManyScans') })).reasons[0]?.message).toBe(
      '6 scanner sessions in 30 days (more than 5)',
    );
    expect(scoreScan(input(sixth, earlierScans(24, 8), { rules: only('tooManyScans') })).reasons[0]?.message).toBe(
      '25 scans of this tag in 30 days (more than 20); 9 scanner sessions in 30 days (more than 5)',
    );
  });
});

describe('outside market', () => {
  const rules = only('outsideMarket');

  it("flags a country outside the collection's markets, named as the scanner named it", () => {
    expect(scoreScan(input(scanAt(T0, LAGOS), [], { rules, markets: ['FR', 'IT'] })).reasons).toEqual([
      {
        rule: 'outsideMarket',
        points: 40,
        message: "Scanned in Nigeria (NG), outside the collection's markets: FR, IT",
        country: 'NG',
        markets: ['FR', 'IT'],
      },
    ]);
    expect(scoreScan(input(scanAt(T0, { country: 'ng' }), [], { rules, markets: ['FR'] })).reasons[0]?.message).toBe(
      "Scanned in NG, outside the collection's markets: FR",
    );
  });

  it('is off without markets, and never flags a market country or an unknown one', () => {
    expect(scoreScan(input(scanAt(T0, LAGOS), [], { rules })).reasons).toEqual([]);
    expect(scoreScan(input(scanAt(T0, PARIS), [], { rules, markets: ['FR'] })).reasons).toEqual([]);
    expect(scoreScan(input(scanAt(T0, { country: 'Atlantis' }), [], { rules, markets: ['FR'] })).reasons).toEqual([]);
  });

  it('takes the country part of the address first, then a code, then an English name', () => {
    const parts = [{ long_name: 'Nigeria', short_name: 'NG', types: ['country', 'political'] }];
    expect(countryCodeOf('France', parts)).toBe('NG');
    expect(countryCodeOf('it', null)).toBe('IT');
    expect(countryCodeOf('United States', null)).toBe('US');
    expect(countryCodeOf('', null)).toBeUndefined();
  });
});

describe('tag status', () => {
  it('flags a scan of an inactive or a blacklisted tag, not an active one', () => {
    const rules = only('tagStatus');
    expect(scoreScan(input(scanAt(T0), [], { rules, tagStatus: 'blacklisted' })).reasons).toEqual([
      { rule: 'tagStatus', points: 90, message: 'Scan of a blacklisted tag', status: 'blacklisted' },
    ]);
    expect(scoreScan(input(scanAt(T0), [], { rules, tagStatus: 'inactive' })).reasons).toEqual([
      { rule: 'tagStatus', points: 50, message: 'Scan of an inactive tag', status: 'inactive' },
    ]);
    expect(scoreScan(input(scanAt(T0), [], { rules })).reasons).toEqual([]);
  });
});

describe('repeated match failures', () => {
  it('flags the third failed match of a tag in 30 days, and never a good match', () => {
    const rules = only('matchFailures');
    const failed = (at: number) => scanAt(at, {}, { scanStatus: 'MATCH_FAILED' });
    const two = [failed(T0 - 2 * HOUR), scanAt(T0 - HOUR), failed(T0 - HOUR)];
    expect(scoreScan(input(failed(T0), two.slice(0, 2), { rules })).reasons).toEqual([]);
    expect(scoreScan(input(failed(T0), two, { rules })).reasons).toEqual([
      {
        rule: 'matchFailures',
        points: 50,
        message: '3 failed matches of this tag in 30 days (3 or more)',
        failures: 3,
        windowDays: 30,
      },
    ]);
    expect(scoreScan(input(scanAt(T0), two, { rules })).reasons).toEqual([]);
  });
});

describe('the score', () => {
  it('combines reasons as independent evidence, stays within 0-100, and lists what blacklists', () => {
    expect(combinedScore([])).toBe(0);
    expect(combinedScore([{ points: 70 }, { points: 40 }])).toBe(82);
    expect(combinedScore([{ points: 90 }, { points: 70 }, { points: 50 }, { points: 40 }, { points: 40 }])).toBe(99);
    const rules = {
      ...DEFAULT_PROTECTION_RULES,
      impossibleTravel: { ...DEFAULT_PROTECTION_RULES.impossibleTravel, autoBlacklist: true },
    };
    const result = scoreScan(
      input(scanAt(T0 + 2 * HOUR, LAGOS), [scanAt(T0, PARIS)], { rules, markets: ['FR'], tagStatus: 'inactive' }),
    );
    expect(result.reasons.map((reason) => reason.rule)).toEqual(['impossibleTravel', 'outsideMarket', 'tagStatus']);
    expect(result.score).toBe(91);
    expect(result.blacklistingRules).toEqual(['impossibleTravel']);
  });

  it('is the same for the same inputs, whatever else happens (a property over generated scans)', () => {
    // A small fixed-seed generator: the same runs every time, each scan scored twice, once after other work.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const places = [PARIS, LAGOS, VERSAILLES, { city: 'Tokyo', country: 'Japan', lat: 35.68, long: 139.69 }, {}];
    for (let run = 0; run < 200; run += 1) {
      const count = Math.floor(random() * 30);
      const scans = Array.from({ length: count + 1 }, (_, i) =>
        scanAt(T0 + Math.floor(random() * 40 * 24) * HOUR + i, places[Math.floor(random() * places.length)], {
          sessionId: `s${Math.floor(random() * 8)}`,
          scanStatus: random() < 0.3 ? 'MATCH_FAILED' : 'SUCCESS',
        }),
      ).sort((a, b) => a.at - b.at);
      const scan = scans.pop()!;
      const scored = input(scan, scans, {
        markets: random() < 0.5 ? ['FR'] : [],
        tagStatus: (['active', 'inactive', 'blacklisted'] as const)[Math.floor(random() * 3)]!,
      });
      const first = scoreScan(scored);
      scoreScan(input(scanAt(T0, LAGOS), [scanAt(T0 - HOUR, PARIS)]));
      expect(scoreScan(structuredClone(scored))).toEqual(first);
      expect(first.score).toBe(combinedScore(first.reasons));
      expect(first.score).toBeGreaterThanOrEqual(0);
      expect(first.score).toBeLessThanOrEqual(100);
    }
  });

  it('writes numbers and durations the same on every server', () => {
    expect([grouped(4708.1), grouped(999), grouped(1_234_567)]).toEqual(['4,708', '999', '1,234,567']);
    expect([duration(30 * 60_000), duration(2 * HOUR), duration(2.5 * HOUR), duration(72 * HOUR)]).toEqual([
      '30 min',
      '2 h',
      '2.5 h',
      '3 days',
    ]);
  });
});
