import { formatDate } from 'shared';
import { timeZone } from '../time-zone';
import { placeName, scannerName } from '../aggregations';
import { ScansTablePanel } from './scans-table-panel';
import type { AggregatesQuery } from '../get-scan-aggregates';

/** The API lists the newest 100 flagged scans (RECENT_FLAGGED in the aggregates repository). */
export const LISTED_FLAGGED = 100;

function flaggedNote(flagged: { scans: number; tentative: number } | undefined): string {
  const listed = `Shows only the newest ${LISTED_FLAGGED} flagged scans; dates in ${timeZone()}.`;
  if (!flagged) return listed;
  return `${listed} ${flagged.scans.toLocaleString('en')} flagged in all, ${flagged.tentative.toLocaleString('en')} of them tentative.`;
}

/** 001 §4: a scan with a ruleStatus is flagged. */
export function FlaggedScansPanel({ scans }: { scans: AggregatesQuery }) {
  return (
    <ScansTablePanel
      title="Flagged Scans"
      note={flaggedNote(scans.data?.flagged)}
      columns={['Date', 'City', 'Country', 'Scanner', 'Flag']}
      rows={scans.data?.flaggedRecent ?? []}
      scans={scans}
      rowKey={(scan) => scan.clientScanId}
      cells={(scan) => [
        formatDate(scan.createdAt),
        placeName(scan.city),
        placeName(scan.country),
        scannerName(scan.clientAgent),
        scan.ruleStatus,
      ]}
    />
  );
}
