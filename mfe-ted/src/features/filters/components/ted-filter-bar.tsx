import { Checkbox, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { formatPickedDates, toDay, useCompanies, useProjectCollections } from 'shared';
import { statusLabel } from '../../../lib/scan-labels';
import {
  isDotsBinary,
  isTagId,
  normaliseAfter,
  normaliseBefore,
  SCANNER_FILTER_LABELS,
  SCANNER_FILTERS,
  STATUS_FILTERS,
  type ScannerFilter,
  type TedFilters,
} from '../../../lib/ted-filters';
import type { ScanStatus } from 'shared/contracts/scan-events';
import type { TedOrder } from 'shared/contracts/ted';

export const HISTORY_NOTICE =
  "Scan events 60 days or older will not appear here. Contact the provider's engineers if you need access to older scan events.";

/** A project's collections to filter by (project TED). */
function CollectionFilter({
  projectId,
  value,
  onChange,
}: {
  projectId: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const collections = useProjectCollections(projectId);
  if (!collections.data?.length) return null;
  return (
    <Checkbox.Group label="Collection" value={value} onChange={onChange}>
      <Stack gap={4} mt={4}>
        {collections.data.map((collection) => (
          <Checkbox key={collection.id} value={collection.id} label={collection.name} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Every company, for the Global TED's company filter. */
function CompanyFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const companies = useCompanies();
  return (
    <Select
      label="Company"
      placeholder="Every company"
      clearable
      searchable
      data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      maw={240}
    />
  );
}

/**
 * 001 §2: 'Scanned after' (60 days back at most), optional 'Scanned before', the order, Tag ID,
 * collections (inside a project), scanner type and Dots Binary; the Global TED adds statuses and company.
 */
export function TedFilterBar({
  filters,
  projectId,
  minAfter,
  now,
  onChange,
}: {
  filters: TedFilters;
  projectId?: string;
  minAfter: string;
  now: Date;
  onChange: (filters: TedFilters) => void;
}) {
  const set = (change: Partial<TedFilters>) => onChange({ ...filters, ...change });
  return (
    <Group align="start" wrap="wrap">
      {/* The same date inputs as analytics (@mantine/dates), showing days in the console's display format. */}
      <DatePickerInput
        label="Scanned after"
        description={HISTORY_NOTICE}
        maw={360}
        value={filters.after}
        minDate={minAfter}
        maxDate={toDay(now)}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Scanned after' }}
        valueFormatter={formatPickedDates}
        onChange={(day) => set({ after: normaliseAfter(day ?? '', now) })}
      />
      <DatePickerInput
        label="Scanned before"
        description="Optional"
        value={filters.before || null}
        minDate={minAfter}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Scanned before' }}
        valueFormatter={formatPickedDates}
        onChange={(day) => set({ before: normaliseBefore(day ?? '') })}
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
      <TextInput
        label="Tag ID"
        value={filters.tagId}
        onChange={(event) => set({ tagId: event.currentTarget.value.trim() })}
        error={filters.tagId && !isTagId(filters.tagId) ? 'Not a tag ID yet: 36 characters like 0b7e3c52-…' : undefined}
        w={320}
      />
      <TextInput
        label="Dots Binary"
        value={filters.dotsBinary}
        onChange={(event) => set({ dotsBinary: event.currentTarget.value.trim() })}
        error={filters.dotsBinary && !isDotsBinary(filters.dotsBinary) ? 'Hexadecimal digits only' : undefined}
        w={280}
      />
      <Checkbox.Group
        label="Scanner type"
        value={filters.scanners}
        onChange={(value) => set({ scanners: value as ScannerFilter[] })}
      >
        <Stack gap={4} mt={4}>
          {SCANNER_FILTERS.map((scanner) => (
            <Checkbox key={scanner} value={scanner} label={SCANNER_FILTER_LABELS[scanner]} />
          ))}
        </Stack>
      </Checkbox.Group>
      {projectId ? (
        <CollectionFilter
          projectId={projectId}
          value={filters.collections}
          onChange={(collections) => set({ collections })}
        />
      ) : (
        <>
          <Checkbox.Group
            label="Status"
            value={filters.statuses}
            onChange={(value) => set({ statuses: value as ScanStatus[] })}
          >
            <Stack gap={4} mt={4}>
              {STATUS_FILTERS.map((status) => (
                <Checkbox key={status} value={status} label={statusLabel(status)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <CompanyFilter value={filters.companyId} onChange={(companyId) => set({ companyId })} />
        </>
      )}
    </Group>
  );
}
