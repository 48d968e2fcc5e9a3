import { formatDate } from 'shared';
import { flaggedScans, placeName, scannerName } from '../aggregations';
import { ScansTablePanel } from './scans-table-panel';
import type { ScansQuery } from '../get-scan-events';

export function FlaggedScansPanel({ scans }: { scans: ScansQuery }) {
  return (
    <ScansTablePanel
      title="Flagged Scans"
      columns={['Date', 'City', 'Country', 'Scanner', 'Flag']}
      rows={flaggedScans(scans.data ?? [])}
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
