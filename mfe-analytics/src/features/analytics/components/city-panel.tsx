import { cityRows } from '../aggregations';
import { ScansTablePanel } from './scans-table-panel';
import type { ScansQuery } from '../get-scan-events';

export function CityPanel({ scans }: { scans: ScansQuery }) {
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
