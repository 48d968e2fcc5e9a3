import { Checkbox, Group } from '@mantine/core';
import { useProjectCollections } from 'shared';
import type { AnalyticsFilters } from '../../../lib/types';

/** The project's collections as boxes (none ticked: every collection); hidden until they have loaded. */
export function CollectionsFilter({
  projectId,
  value,
  onChange,
}: {
  projectId: string;
  value: string[];
  onChange: (patch: Partial<AnalyticsFilters>) => void;
}) {
  const collections = useProjectCollections(projectId);
  if (!collections.data?.length) return null;
  return (
    <Checkbox.Group
      label="Collections"
      description="None ticked: every collection"
      value={value}
      onChange={(next) => onChange({ collections: next })}
    >
      <Group mt={4}>
        {collections.data.map((collection) => (
          <Checkbox key={collection.id} value={collection.id} label={collection.name} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
