import { Button, Group, Select, TextInput } from '@mantine/core';
import { asOptions, useProjectCollections } from 'shared';
import {
  CASE_OPENER_LABELS,
  CASE_STATUS_LABELS,
  type CaseListFilters,
  type CaseOpenerKind,
  type CaseStatus,
} from 'shared/contracts/cases';
import { useMembers } from '../../api/project-members';
import { personLabel } from './case-labels';

export const memberName = (member: { first_name: string | null; last_name: string; email: string }) =>
  personLabel({ name: `${member.first_name ?? ''} ${member.last_name}`.trim(), email: member.email });

/** The list's filters; each change starts again at the first page. */
export function CaseFilters({
  projectId,
  filters,
  onChange,
}: {
  projectId: string;
  filters: CaseListFilters;
  onChange: (filters: CaseListFilters) => void;
}) {
  const collections = useProjectCollections(projectId);
  const members = useMembers(projectId);
  const set = (change: CaseListFilters) => onChange({ ...filters, ...change });
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter cases">
      <Select
        label="Status"
        placeholder="Any"
        clearable
        data={asOptions(CASE_STATUS_LABELS)}
        value={filters.status ?? null}
        onChange={(value) => set({ status: (value as CaseStatus | null) ?? undefined })}
        w={160}
      />
      <Select
        label="Opened by"
        placeholder="Any"
        clearable
        data={asOptions(CASE_OPENER_LABELS)}
        value={filters.openedBy ?? null}
        onChange={(value) => set({ openedBy: (value as CaseOpenerKind | null) ?? undefined })}
        w={170}
      />
      <Select
        label="Assignee"
        placeholder="Anyone"
        clearable
        searchable
        data={[
          { value: 'none', label: 'Nobody' },
          ...(members.data ?? []).map((member) => ({ value: member.id, label: memberName(member) })),
        ]}
        value={filters.assigneeId ?? null}
        onChange={(value) => set({ assigneeId: value ?? undefined })}
        w={200}
      />
      <Select
        label="Collection"
        placeholder="Any"
        clearable
        searchable
        data={(collections.data ?? []).map((collection) => ({ value: collection.id, label: collection.name }))}
        value={filters.collectionId ?? null}
        onChange={(value) => set({ collectionId: value ?? undefined })}
        w={200}
      />
      <TextInput
        label="Opened from"
        type="date"
        value={filters.openedFrom ?? ''}
        onChange={(event) => set({ openedFrom: event.currentTarget.value || undefined })}
      />
      <TextInput
        label="Opened to"
        type="date"
        value={filters.openedTo ?? ''}
        onChange={(event) => set({ openedTo: event.currentTarget.value || undefined })}
      />
      <Button variant="subtle" onClick={() => onChange({})} disabled={Object.keys(filters).length === 0}>
        Clear filters
      </Button>
    </Group>
  );
}
