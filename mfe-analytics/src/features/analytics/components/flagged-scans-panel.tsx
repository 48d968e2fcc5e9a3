import { formatDate } from 'shared';
import { placeName, scannerName } from '../aggregations';
import { ScansTablePanel } from './scans-table-panel';
import type { AggregatesQuery } from '../get-scan-aggregates';

/** 001 §4: a scan with a ruleStatus is flagged; the newest 100 are listed. */
export function FlaggedScansPanel({ scans }: { scans: AggregatesQuery }) {
  return (
    <ScansTablePanel
      title="Flagged Scans"
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
