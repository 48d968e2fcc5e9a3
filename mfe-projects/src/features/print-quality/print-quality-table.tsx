import { Badge, Group, Table } from '@mantine/core';
import { formatCount } from 'shared';
import { percent, weekLabel } from './print-quality-format';
import type { PrintQualityWeek, WeeklyFailureRate } from './types';

function RateCell({ failure }: { failure: WeeklyFailureRate }) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        {percent(failure.rate)}
        {failure.farAboveUsual && <Badge color="red.9">Far above usual</Badge>}
      </Group>
    </Table.Td>
  );
}

/**
 * Newest week first, as a brand reads it; a week far above usual is tinted and badged. Seven columns do not
 * fit a phone: the table scrolls sideways in its own box (focusable, so a keyboard can scroll it too).
 */
export function PrintQualityTable({ weeks }: { weeks: PrintQualityWeek[] }) {
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
      <Table aria-label="Failure rates by week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Week</Table.Th>
            <Table.Th>Scans</Table.Th>
            <Table.Th>Detect failures</Table.Th>
            <Table.Th>Detect failure rate</Table.Th>
            <Table.Th>Passed detection</Table.Th>
            <Table.Th>Match failures</Table.Th>
            <Table.Th>Match failure rate</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.toReversed().map((week) => (
            <Table.Tr key={week.week} bg={week.detect.farAboveUsual || week.match.farAboveUsual ? 'red.0' : undefined}>
              <Table.Th scope="row" fw="normal">
                {weekLabel(week)}
              </Table.Th>
              <Table.Td>{formatCount(week.scans)}</Table.Td>
              <Table.Td>{formatCount(week.detect.failed)}</Table.Td>
              <RateCell failure={week.detect} />
              <Table.Td>{formatCount(week.match.attempts)}</Table.Td>
              <Table.Td>{formatCount(week.match.failed)}</Table.Td>
              <RateCell failure={week.match} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
