import { Group, TextInput } from '@mantine/core';
import { isDay } from 'shared';
import type { DateRange } from '../types';

/** Two native date inputs; neither lets a day past today be picked (001 §5). */
export function DateRangeFilter({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const change = (next: DateRange) => {
    if (isDay(next.start) && isDay(next.end) && next.start <= next.end && next.end <= today) onChange(next);
  };
  return (
    <Group align="end">
      <TextInput
        type="date"
        label="From"
        value={range.start}
        max={range.end}
        onChange={(event) => change({ ...range, start: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        value={range.end}
        min={range.start}
        max={today}
        onChange={(event) => change({ ...range, end: event.currentTarget.value })}
      />
    </Group>
  );
}
