import { Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  formatDateTime,
  LabelledPagination,
  LoadingPanel,
  placeName,
  queryState,
  scannerName,
  statusLabel,
} from 'shared';
import { TAG_SCANS_DEFAULT_LIMIT, type TagScan } from 'shared/contracts/tags';
import { STATUS_LABELS } from './tag-status-labels';
import { useTagScans } from './tags-api';

const place = (scan: TagScan) =>
  [scan.city, scan.country]
    .map(placeName)
    .filter((name) => name !== 'Unknown')
    .join(', ') || 'Unknown';

/** The tag's scans, newest first, a page at a time: when, where, with what, its status then, and the outcome. */
export function TagScans({ projectId, tagId }: { projectId: string; tagId: string }) {
  const [page, setPage] = useState(1);
  const scans = useTagScans(projectId, tagId, page);
  const total = scans.data?.total ?? 0;
  return (
    <LoadingPanel
      {...queryState(scans)}
      isEmpty={total === 0}
      emptyText="This tag has not been scanned yet."
      errorText="Failed to load the tag's scans. Please try again."
    >
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Scans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Place</Table.Th>
              <Table.Th>Scanner</Table.Th>
              <Table.Th>Tag status</Table.Th>
              <Table.Th>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scans.data?.items.map((scan) => (
              <Table.Tr key={scan.id}>
                <Table.Td>{formatDateTime(scan.createdAt)}</Table.Td>
                <Table.Td>{place(scan)}</Table.Td>
                <Table.Td>{scannerName(scan.clientAgent)}</Table.Td>
                <Table.Td>{scan.tagStatus ? STATUS_LABELS[scan.tagStatus] : '—'}</Table.Td>
                <Table.Td>{statusLabel(scan.scanStatus)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Text size="sm">
          {total} {total === 1 ? 'scan' : 'scans'}
        </Text>
        {total > TAG_SCANS_DEFAULT_LIMIT && (
          <LabelledPagination
            total={Math.ceil(total / TAG_SCANS_DEFAULT_LIMIT)}
            value={page}
            onChange={setPage}
            aria-label="Scan pages"
          />
        )}
      </Group>
    </LoadingPanel>
  );
}
