import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { normaliseAfter, normaliseBefore } from '../ted-filters';
import type { TedFilters, TedOrder } from '../types';

export const HISTORY_NOTICE =
  "Scan events 60 days or older will not appear here. Contact the provider's engineers if you need access to older scan events.";

/** 'Scanned after' (60 days back at most), optional 'Scanned before' and the order. */
export function TedFilterBar({
  filters,
  minAfter,
  now,
  onChange,
}: {
  filters: TedFilters;
  minAfter: string;
  now: Date;
  onChange: (filters: TedFilters) => void;
}) {
  return (
    <Group align="start" wrap="wrap">
      <TextInput
        type="date"
        label="Scanned after"
        description={HISTORY_NOTICE}
        maw={360}
        value={filters.after}
        min={minAfter}
        onChange={(event) => onChange({ ...filters, after: normaliseAfter(event.currentTarget.value, now) })}
      />
      <TextInput
        type="date"
        label="Scanned before"
        description="Optional"
        value={filters.before}
        min={minAfter}
        onChange={(event) => onChange({ ...filters, before: normaliseBefore(event.currentTarget.value) })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="ted-order-label">
          Order
        </Text>
        <SegmentedControl
          aria-labelledby="ted-order-label"
          value={filters.order}
          onChange={(value) => onChange({ ...filters, order: value as TedOrder })}
          data={[
            { value: 'newest', label: 'Newest' },
            { value: 'oldest', label: 'Oldest' },
          ]}
        />
      </Stack>
    </Group>
  );
}
