import { Table, Text } from '@mantine/core';
import { formatDateTime, LoadingPanel, queryState, useTagStatus } from 'shared';
import {
  BLACKLIST_REASON_LABELS,
  TAG_STATUS_LABELS,
  TAG_STATUS_SOURCE_LABELS,
  type TagStatusChange,
} from 'shared/contracts/tag-status';

const changedBy = (change: TagStatusChange) => change.changedBy?.name ?? (change.source === 'rule' ? 'A rule' : '—');

/** Every change of the tag's status, newest first: who, when, from and to, why. */
export function StatusHistory({ projectId, tagId }: { projectId: string; tagId: string }) {
  const history = useTagStatus(projectId, tagId);
  return (
    <LoadingPanel
      {...queryState(history)}
      isEmpty={history.data?.changes.length === 0}
      emptyText="The status has not changed since the tag was ordered."
      errorText="Failed to load the status history. Please try again."
    >
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Status history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Note</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Made on</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data?.changes.map((change) => (
              <Table.Tr key={`${change.changedAt}-${change.from}-${change.to}`}>
                <Table.Td>{formatDateTime(change.changedAt)}</Table.Td>
                <Table.Td>
                  {TAG_STATUS_LABELS[change.from]} → {TAG_STATUS_LABELS[change.to]}
                </Table.Td>
                <Table.Td>{change.reason ? BLACKLIST_REASON_LABELS[change.reason] : '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {change.note || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{changedBy(change)}</Table.Td>
                <Table.Td>{TAG_STATUS_SOURCE_LABELS[change.source]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </LoadingPanel>
  );
}
