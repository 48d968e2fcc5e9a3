import { Switch } from '@mantine/core';
import { formatCount, formatDate, placeName, scannerName } from 'shared';
import { timeZone } from '../../../lib/time-zone';
import { ScansTablePanel } from './scans-table-panel';
import type { PanelAggregates } from '../../../lib/types';
import type { PanelQuery } from '../../../api/get-scan-aggregates';

/** The API lists the newest 100 flagged scans (RECENT_FLAGGED in the aggregates repository). */
export const LISTED_FLAGGED = 100;

function flaggedNote(flagged: PanelAggregates['flagged']['flagged'] | undefined, excludeTentative: boolean): string {
  const listed = `Shows only the newest ${LISTED_FLAGGED} flagged scans; dates in ${timeZone()}.`;
  if (!flagged) return listed;
  const counted = formatCount(flagged.scans);
  const tentative = formatCount(flagged.tentative);
  return excludeTentative
    ? `${listed} ${counted} flagged in all, leaving out ${tentative} tentative.`
    : `${listed} ${counted} flagged in all, ${tentative} of them tentative.`;
}

/** 001 §4: a scan with a ruleStatus is flagged; 'tentative' is a flagged state that can be excluded. */
export function FlaggedScansPanel({
  scans,
  excludeTentative,
  onExcludeTentativeChange,
}: {
  scans: PanelQuery<'flagged'>;
  excludeTentative: boolean;
  onExcludeTentativeChange: (exclude: boolean) => void;
}) {
  return (
    <ScansTablePanel
      title="Flagged Scans"
      note={flaggedNote(scans.data?.flagged, excludeTentative)}
      actions={
        <Switch
          label="Exclude tentative"
          size="sm"
          checked={excludeTentative}
          onChange={(event) => onExcludeTentativeChange(event.currentTarget.checked)}
        />
      }
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
