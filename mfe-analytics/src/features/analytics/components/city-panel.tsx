import type { AsyncData } from 'shared';
import { cityRows } from '../aggregations';
import type { ScanEvent } from '../types';
import { ScansTablePanel } from './scans-table-panel';

export function CityPanel({ scans }: { scans: AsyncData<ScanEvent[]> }) {
  return (
    <ScansTablePanel
      title="Scans By City"
      columns={['City', 'Scans']}
      rows={cityRows(scans.data ?? [])}
      scans={scans}
      rowKey={(row) => row.city}
      cells={(row) => [row.city, row.scans.toLocaleString('en')]}
    />
  );
}
