import { SimpleGrid } from '@mantine/core';
import { filterTextProblem, isTagId, listProblem, splitList } from '../../../lib/filters';
import type { AnalyticsFilters, ListFilter, TextFilter } from '../../../lib/types';
import { DebouncedTextInput } from './debounced-text-input';

interface TextFiltersProps {
  filters: AnalyticsFilters;
  onChange: (patch: Partial<AnalyticsFilters>) => void;
}

const joinList = (text: string) => splitList(text).join(', ');

/**
 * Places, one code, and tag metadata or hook data by name and value; each waits for typing to pause. A name or
 * value longer than the API takes (200 characters) is said so under its field and not applied.
 */
export function TextFilters({ filters, onChange }: TextFiltersProps) {
  const list = (key: Extract<ListFilter, 'countries' | 'cities'>, label: string, description: string) => (
    <DebouncedTextInput
      label={label}
      description={description}
      value={filters[key].join(', ')}
      normalise={joinList}
      validate={listProblem}
      onCommit={(text) => onChange({ [key]: splitList(text) })}
    />
  );
  const text = (
    key: TextFilter,
    label: string,
    description: string,
    validate: (text: string) => string | undefined = filterTextProblem,
  ) => (
    <DebouncedTextInput
      label={label}
      description={description}
      value={filters[key]}
      validate={validate}
      onCommit={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {list('countries', 'Countries', 'Country codes, comma-separated (e.g. FR, CN)')}
      {list('cities', 'Cities', 'Comma-separated (e.g. Paris, Lyon)')}
      {text('tagId', 'Tag ID', 'One code, e.g. from Most Scanned Codes', (value) =>
        isTagId(value) ? undefined : 'A tag ID has 36 characters, e.g. 3f2b1c4d-0a1b-4c2d-8e3f-1234567890ab.',
      )}
      {text('metadataKey', 'Metadata key', 'Scans of tags with this metadata, e.g. sku')}
      {text('metadataValue', 'Metadata value', 'Only with a metadata key')}
      {text('hookDataKey', 'Hook data key', 'Scans whose hook answered under this key')}
      {text('hookDataValue', 'Hook data value', "The hook's response data, exactly; only with a key")}
    </SimpleGrid>
  );
}
