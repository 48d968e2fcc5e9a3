import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MutationError, saveFile } from 'shared';
import { panelAggregatesQueryOptions } from '../../../api/get-scan-aggregates';
import { suspiciousScansQueryOptions } from '../../../api/get-suspicious-scans';
import { panelsZip, panelTables } from '../panel-tables';
import { previousPeriod } from '../../../lib/previous-period';
import { exportFileName } from '../scans-csv';
import type { ScanPanel } from 'shared/contracts/scan-events';
import type { ScanSelection } from '../../../lib/types';
import type { SuspiciousFilters } from '../../../hooks/use-suspicious-filters';
import type { ViewOptions } from '../../../hooks/use-view-options';

/** "Export what I see": every panel's table, as the page shows them, in one zip of CSVs. */
export function ExportPanelsButton({
  selection,
  view,
  suspicious,
  projectName,
}: {
  selection: ScanSelection;
  view: ViewOptions;
  suspicious: SuspiciousFilters;
  projectName: string;
}) {
  const queryClient = useQueryClient();
  // The panels' own queries: numbers already on screen are taken from the cache, not asked for again.
  const panel = <P extends ScanPanel>(name: P, at = selection) =>
    queryClient.ensureQueryData(
      panelAggregatesQueryOptions(name, at, name === 'flagged' ? { excludeTentative: view.excludeTentative } : {}),
    );
  const exporting = useMutation({
    mutationFn: async () => {
      const previousRange = previousPeriod(selection.range);
      const [daily, scanners, cities, codes, flagged, suspiciousScans, previous] = await Promise.all([
        panel('daily'),
        panel('scanners'),
        panel('cities'),
        panel('codes'),
        panel('flagged'),
        queryClient.ensureQueryData(suspiciousScansQueryOptions(selection, suspicious)),
        view.comparePrevious ? panel('daily', { ...selection, range: previousRange }) : undefined,
      ]);
      const tables = panelTables({
        range: selection.range,
        daily,
        previous: previous && { range: previousRange, daily: previous },
        scanners,
        cities,
        codes,
        flagged,
        suspicious: suspiciousScans,
      });
      saveFile(
        new Blob([panelsZip(tables)], { type: 'application/zip' }),
        exportFileName(projectName, selection.range, 'zip'),
      );
    },
  });
  return (
    <>
      <Button variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
        Export panels (zip)
      </Button>
      <MutationError error={exporting.error} fallback="The panels could not be exported. Please try again." />
    </>
  );
}
