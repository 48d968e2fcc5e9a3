import { describe, expect, it } from 'vitest';
import { generateDemoScans, seededRandom } from './demo-scan-events.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const options = {
  projectId: '5f000000-0000-4000-8000-000000000101',
  collections: [
    { id: '00000000-0000-4000-8000-000000000001', name: 'Bags', tagCount: 25_000 },
    { id: '00000000-0000-4000-8000-000000000002', name: 'Scarves', tagCount: 1_000 },
    { id: '00000000-0000-4000-8000-000000000003', name: 'Empty', tagCount: 0 },
  ],
  count: 600,
  now: NOW,
};

describe('generateDemoScans', () => {
  it('gives the same scans for the same options', () => {
    expect(generateDemoScans(options)).toEqual(generateDemoScans(options));
    expect(seededRandom(7)()).toBe(seededRandom(7)());
  });

  it('spreads scans over the last 60 days, never on a collection without tags', () => {
    const scans = generateDemoScans(options);
    expect(scans).toHaveLength(600);
    expect(new Set(scans.map((s) => s.client_scan_id)).size).toBe(600);
    for (const scan of scans) {
      const age = NOW.getTime() - Date.parse(scan.created_at);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60 * 86_400_000);
      expect(scan.collection_id).not.toBe(options.collections[2]!.id);
    }
  });

  it('mixes agents, statuses, unknown cities and a few flagged scans', () => {
    const scans = generateDemoScans(options);
    expect(new Set(scans.map((s) => s.client_agent)).size).toBe(6);
    const success = scans.filter((s) => s.scan_status === 'SUCCESS').length;
    expect(success / scans.length).toBeGreaterThan(0.8);
    expect(scans.some((s) => s.scan_status === 'DETECT_FAILED' && s.tag_id === null)).toBe(true);
    expect(scans.some((s) => s.scan_status === 'MATCH_FAILED')).toBe(true);
    expect(scans.some((s) => s.city.length <= 1)).toBe(true);
    expect(new Set(scans.map((s) => s.city)).size).toBeGreaterThanOrEqual(15);
    const flagged = scans.filter((s) => s.rule_status !== null).length;
    expect(flagged).toBeGreaterThan(5);
    expect(flagged).toBeLessThan(40);
  });

  it('spreads scans over the days asked for and names them by run, so a rerun of a run adds none', () => {
    const scans = generateDemoScans({ ...options, count: 2000, days: 90, runLabel: 'bench-1' });
    const oldest = Math.min(...scans.map((scan) => Date.parse(scan.created_at)));
    expect((options.now.getTime() - oldest) / 86_400_000).toBeGreaterThan(80);
    expect(scans.every((scan) => scan.client_scan_id.startsWith(`bench-1-${options.projectId}-`))).toBe(true);
    expect(generateDemoScans({ ...options, count: 5, runLabel: 'bench-1' }).map((scan) => scan.client_scan_id)).toEqual(
      scans.slice(0, 5).map((scan) => scan.client_scan_id),
    );
  });

  it('groups scans in client sessions of one to seven scans of one tag, seconds apart', () => {
    const sessions = new Map<string, ReturnType<typeof generateDemoScans>>();
    for (const scan of generateDemoScans(options)) {
      sessions.set(scan.client_session_id!, [...(sessions.get(scan.client_session_id!) ?? []), scan]);
    }
    const sizes = [...sessions.values()].map((scans) => scans.length);
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBe(7);
    expect(sizes.filter((size) => size > 4).length).toBeGreaterThan(5);
    for (const scans of sessions.values()) {
      const times = scans.map((scan) => Date.parse(scan.created_at));
      for (let k = 1; k < times.length; k++) {
        expect(times[k]! - times[k - 1]!).toBeGreaterThanOrEqual(5000);
        expect(times[k]! - times[k - 1]!).toBeLessThan(45_000);
      }
      const tags = new Set(scans.flatMap((scan) => (scan.tag_id ? [scan.tag_id] : [])));
      expect(tags.size).toBeLessThanOrEqual(1);
    }
  });

  it("names a collection's stored tags when it has them", () => {
    const tags = [{ id: '0b7e3c52-0000-4000-8000-000000000001', seed: '00'.repeat(16), version: 1 }];
    const scans = generateDemoScans({ ...options, collections: [{ ...options.collections[1]!, tagCount: 1, tags }] });
    expect(new Set(scans.flatMap((scan) => (scan.tag_id ? [scan.tag_id] : [])))).toEqual(new Set([tags[0]!.id]));
  });

  it('makes no scans for a project whose collections hold no tags', () => {
    expect(generateDemoScans({ ...options, collections: [options.collections[2]!] })).toEqual([]);
  });
});
