import { formatCount } from 'shared';
import { cityRows } from '../../../lib/aggregations';
import { ScansTablePanel } from './scans-table-panel';
import type { PanelQuery } from '../../../api/get-scan-aggregates';

export function CityPanel({ scans }: { scans: PanelQuery<'cities'> }) {
  return (
    <ScansTablePanel
      title="Scans By City"
      note="The 100 cities with the most scans."
      columns={['City', 'Country', 'Scans']}
      rows={cityRows(scans.data?.byCity ?? [])}
      scans={scans}
      rowKey={(row) => `${row.city}, ${row.country}`}
      cells={(row) => [row.city, row.country, formatCount(row.scans)]}
    />
  );
}
