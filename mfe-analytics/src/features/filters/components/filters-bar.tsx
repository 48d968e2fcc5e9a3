import { Button, Checkbox, Group, Stack } from '@mantine/core';
import type { ScanAgent } from 'shared/contracts/scan-events';
import { scannerName } from 'shared';
import { countActiveFilters, DEFAULT_FILTERS, SCANNER_AGENTS } from '../../../lib/filters';
import type { AnalyticsFilters, LocationType } from '../../../lib/types';
import { CollectionsFilter } from './collections-filter';
import { TextFilters } from './text-filters';

interface FiltersBarProps {
  projectId: string;
  filters: AnalyticsFilters;
  /** Only the filters that changed; the rest stay as the URL has them. */
  onChange: (patch: Partial<AnalyticsFilters>) => void;
}

/** 001 §2's filters: scanners (none ticked: every scanner), how scans were located, places, collections, code, data. */
export function FiltersBar({ projectId, filters, onChange }: FiltersBarProps) {
  const active = countActiveFilters(filters);
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Scanners"
        description="None ticked: every scanner"
        value={filters.platforms}
        onChange={(platforms) => onChange({ platforms: platforms as ScanAgent[] })}
      >
        <Group mt={4}>
          {SCANNER_AGENTS.map((agent) => (
            <Checkbox key={agent} value={agent} label={scannerName(agent)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label="Located by"
        value={filters.locationTypes}
        onChange={(types) => onChange({ locationTypes: types as LocationType[] })}
      >
        <Group mt={4}>
          <Checkbox value="gps" label="GPS" />
          <Checkbox value="ipAddress" label="IP address" />
        </Group>
      </Checkbox.Group>
      <CollectionsFilter projectId={projectId} value={filters.collections} onChange={onChange} />
      <TextFilters filters={filters} onChange={onChange} />
      {active > 0 && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(DEFAULT_FILTERS)}>
            Clear filters ({active})
          </Button>
        </Group>
      )}
    </Stack>
  );
}
