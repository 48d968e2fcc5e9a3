import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Stack } from '@mantine/core';
import { scannerName } from '../aggregations';
import { SCANNER_AGENTS, type AnalyticsFilters, type LocationType, type ScannerAgent } from '../types';

/** 001 §2: scanner platforms (none ticked: every scanner) and how scans were located. */
export function FiltersBar({
  filters,
  onChange,
}: {
  filters: AnalyticsFilters;
  onChange: (next: AnalyticsFilters) => void;
}) {
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label="Scanners"
        description="None ticked: every scanner"
        value={filters.platforms}
        onChange={(platforms) => onChange({ ...filters, platforms: platforms as ScannerAgent[] })}
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
        onChange={(types) => onChange({ ...filters, locationTypes: types as LocationType[] })}
      >
        <Group mt={4}>
          <Checkbox value="gps" label="GPS" />
          <Checkbox value="ipAddress" label="IP address" />
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
