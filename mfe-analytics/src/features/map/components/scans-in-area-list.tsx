import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  formatCount,
  formatDateTime,
  LabelledPagination,
  LoadingPanel,
  placeName,
  plural,
  queryState,
  scannerName,
} from 'shared';
import { SCANS_NOT_FOUND } from '../../../components/scans-state';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import { useScansInArea } from '../api/get-scans-in-area';
import { MAP_SCANS_PAGE_SIZE } from 'shared/contracts/scan-map';
import type { MapArea } from '../map-view';

interface ScansInAreaListProps {
  projectId: string;
  range: DateRange;
  filters: AnalyticsFilters;
  area: MapArea;
  /** Names the table for assistive technology, e.g. 'Scans in view'. */
  label: string;
}

/** The filtered scans of an area, newest first, 8 a page (001 §9), paged by the API. */
export function ScansInAreaList({ projectId, range, filters, area, label }: ScansInAreaListProps) {
  // A new area or filter starts again at the first page.
  const selection = JSON.stringify([range, filters, area]);
  const [paging, setPaging] = useState({ selection, page: 1 });
  const page = paging.selection === selection ? paging.page : 1;
  const scans = useScansInArea(projectId, range, filters, area, page);
  const total = scans.data?.total ?? 0;
  const first = (page - 1) * MAP_SCANS_PAGE_SIZE + 1;
  const last = Math.min(total, page * MAP_SCANS_PAGE_SIZE);

  return (
    <LoadingPanel
      {...queryState(scans)}
      errorText="Scans could not be loaded."
      isEmpty={total === 0}
      emptyText={SCANS_NOT_FOUND}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {`${formatCount(first)}–${formatCount(last)} of ${plural(total, 'scan')}`}
        </Text>
        <Table striped aria-label={label} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Place</Table.Th>
              <Table.Th>Scanner</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scans.data?.items.map((scan) => (
              <Table.Tr key={scan.id}>
                <Table.Td>{formatDateTime(scan.createdAt)}</Table.Td>
                <Table.Td>{`${placeName(scan.city)}, ${placeName(scan.country)}`}</Table.Td>
                <Table.Td>{scannerName(scan.clientAgent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {total > MAP_SCANS_PAGE_SIZE && (
          <LabelledPagination
            size="sm"
            total={Math.ceil(total / MAP_SCANS_PAGE_SIZE)}
            value={page}
            onChange={(next) => setPaging({ selection, page: next })}
          />
        )}
      </Stack>
    </LoadingPanel>
  );
}
