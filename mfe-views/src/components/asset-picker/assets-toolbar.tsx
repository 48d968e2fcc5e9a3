import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { AssetSort } from './asset-types';

export interface AssetsToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  sort?: AssetSort;
  onSortChange?: (sort: AssetSort) => void;
}

/** 001 §2: a search box and the Newest/Oldest sort. */
export function AssetsToolbar({ search, onSearchChange, sort, onSortChange }: AssetsToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <TextInput
        label="Search assets"
        placeholder="Name"
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={280}
      />
      {sort && onSortChange && (
        <SegmentedControl
          aria-label="Sort"
          value={sort}
          onChange={(value) => onSortChange(value as AssetSort)}
          data={[
            { value: 'newest', label: 'Newest' },
            { value: 'oldest', label: 'Oldest' },
          ]}
        />
      )}
    </Group>
  );
}
