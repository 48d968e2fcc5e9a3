import { Table } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, LoadingPanel, queryState, scannerName, statusLabel } from 'shared';
import { TAG_STATUS_LABELS } from 'shared/contracts/tag-status';
import { TAG_SCANS_DEFAULT_LIMIT, type TagScan } from 'shared/contracts/tags';
import { CountAndPages } from '../../components/count-and-pages';
import { scanPlace, ScanReasonList } from '../../components/scan-facts';
import { useTagScans } from './tags-api';

/** Each reason the scan was scored for, with its numbers; an unscored scan (stored before scoring) says so. */
function Reasons({ scan }: { scan: TagScan }) {
  if (scan.score === null) return <>Not scored</>;
  if (scan.reasons.length === 0) return <>None</>;
  return <ScanReasonList reasons={scan.reasons} />;
}

/**
 * The tag's scans, newest first, a page at a time: when, where, with what, its status then, the outcome, and the
 * score and reasons it got when it arrived.
 */
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
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label="Scans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Place</Table.Th>
              <Table.Th>Scanner</Table.Th>
              <Table.Th>Tag status</Table.Th>
              <Table.Th>Outcome</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th>Reasons</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scans.data?.items.map((scan) => (
              <Table.Tr key={scan.id}>
                <Table.Td>{formatDateTime(scan.createdAt)}</Table.Td>
                <Table.Td>{scanPlace(scan)}</Table.Td>
                <Table.Td>{scannerName(scan.clientAgent)}</Table.Td>
                <Table.Td>{scan.tagStatus ? TAG_STATUS_LABELS[scan.tagStatus] : '—'}</Table.Td>
                <Table.Td>{statusLabel(scan.scanStatus)}</Table.Td>
                <Table.Td>{scan.score ?? '—'}</Table.Td>
                <Table.Td>
                  <Reasons scan={scan} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CountAndPages
        total={total}
        pageSize={TAG_SCANS_DEFAULT_LIMIT}
        page={page}
        onPage={setPage}
        noun="scan"
        label="Scan pages"
      />
    </LoadingPanel>
  );
}
