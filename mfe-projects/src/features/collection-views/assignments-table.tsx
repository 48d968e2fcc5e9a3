import { Badge, Switch, Table, Text } from '@mantine/core';
import { ConfirmButton, statusBadgeColour } from 'shared';
import { LANGUAGES, PLATFORMS, STATES } from './assignment-options';
import type { CollectionViewEntry, useAssignmentWrites } from './collection-views-api';

type Writes = ReturnType<typeof useAssignmentWrites>;

const describe = (entry: CollectionViewEntry) =>
  `${entry.view.name}, ${LANGUAGES[entry.language] ?? entry.language}, ${PLATFORMS[entry.platform] ?? entry.platform}, ${entry.state}`;

export function AssignmentsTable({
  entries,
  canEdit,
  writes,
}: {
  entries: CollectionViewEntry[];
  canEdit: boolean;
  writes: Writes;
}) {
  const toggleDefault = (entry: CollectionViewEntry, isDefault: boolean) => {
    const { view_id, state, platform, language } = entry;
    writes.change.mutate({
      entryId: entry.id,
      assignment: { view_id, state, platform, language, is_default: isDefault },
    });
  };
  return (
    <Table striped aria-label="Assigned result views">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Result view</Table.Th>
          <Table.Th>Scan state</Table.Th>
          <Table.Th>Platform</Table.Th>
          <Table.Th>Language</Table.Th>
          <Table.Th>Default</Table.Th>
          {canEdit && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{entry.view.name}</Table.Td>
            <Table.Td>{STATES[entry.state] ?? entry.state}</Table.Td>
            <Table.Td>{PLATFORMS[entry.platform] ?? entry.platform}</Table.Td>
            <Table.Td>{LANGUAGES[entry.language] ?? entry.language}</Table.Td>
            <Table.Td>
              {canEdit ? (
                <Switch
                  checked={entry.is_default}
                  disabled={writes.change.isPending}
                  onChange={(event) => toggleDefault(entry, event.currentTarget.checked)}
                  aria-label={`Default: ${describe(entry)}`}
                />
              ) : entry.is_default ? (
                <Badge color={statusBadgeColour.success}>Default</Badge>
              ) : (
                <Text size="sm">No</Text>
              )}
            </Table.Td>
            {canEdit && (
              <Table.Td>
                <ConfirmButton
                  text="Remove"
                  accessibleName={`Remove ${describe(entry)}`}
                  confirmText="Confirm remove"
                  busy={writes.remove.isPending}
                  onConfirm={() => writes.remove.mutate(entry.id)}
                />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
