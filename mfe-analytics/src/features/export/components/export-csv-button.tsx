import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MutationError, plural, saveFile } from 'shared';
import { exportFileName, fetchFilteredScans, scanPageFetcher, scansCsv } from '../scans-csv';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';

/** 001 §2, §7: the filtered scans as a CSV built in the browser, with a running count while it loads. */
export function ExportCsvButton({
  projectId,
  projectName,
  range,
  filters,
}: {
  projectId: string;
  projectName: string;
  range: DateRange;
  filters: AnalyticsFilters;
}) {
  const [loaded, setLoaded] = useState(0);
  const exporting = useMutation({
    mutationFn: async () => {
      setLoaded(0);
      const scans = await fetchFilteredScans(scanPageFetcher(projectId, range, filters), setLoaded);
      saveFile(
        new Blob([scansCsv(scans)], { type: 'text/csv;charset=utf-8' }),
        exportFileName(projectName, range, 'csv'),
      );
    },
  });
  return (
    <Group gap="sm">
      <Button variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
        Export CSV
      </Button>
      {exporting.isPending && (
        <Text size="sm" role="status">
          {plural(loaded, 'scan')} loaded…
        </Text>
      )}
      <MutationError error={exporting.error} fallback="The CSV could not be made. Please try again." />
    </Group>
  );
}
