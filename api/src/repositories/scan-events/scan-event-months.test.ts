import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.js';
import { addScanEventMonths } from './scan-event-months.js';

/** A database that records what it is asked, to see which months would be made. */
function recordingDb() {
  const calls: unknown[][] = [];
  const db = {
    query: async (_sql: string, params?: unknown[]) => {
      calls.push(params ?? []);
      return [];
    },
  } as unknown as Db;
  return { db, calls };
}

const NOW = new Date('2026-11-23T12:00:00Z');

describe('addScanEventMonths', () => {
  it('asks once for each month of the scans, by the first instant of the month in UTC', async () => {
    const { db, calls } = recordingDb();
    await addScanEventMonths(
      db,
      ['2026-11-01T00:00:00Z', '2026-11-23T10:00:00Z', '2026-10-31T23:59:59.999Z', '2026-12-01T00:00:30Z'],
      NOW,
    );
    expect(calls).toEqual([[['2026-11-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z']]]);
  });

  it('makes months from 24 back to the next one only, and asks nothing when no scan is in them', async () => {
    const { db, calls } = recordingDb();
    await addScanEventMonths(db, ['2024-11-30T00:00:00Z', '2024-10-31T23:00:00Z', '2027-01-01T00:00:00Z'], NOW);
    expect(calls).toEqual([[['2024-11-01T00:00:00.000Z']]]);
    const none = recordingDb();
    await addScanEventMonths(none.db, ['1999-01-01T00:00:00Z'], NOW);
    expect(none.calls).toEqual([]);
  });
});
