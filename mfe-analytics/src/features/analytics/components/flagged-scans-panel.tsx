import { formatDate, type AsyncData } from 'shared';
import { flaggedScans, placeName, scannerName } from '../aggregations';
import type { ScanEvent } from '../types';
import { ScansTablePanel } from './scans-table-panel';

export function FlaggedScansPanel({ scans }: { scans: AsyncData<ScanEvent[]> }) {
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
