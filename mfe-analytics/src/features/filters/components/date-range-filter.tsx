import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { formatDate, formatPickedDates } from 'shared';
import type { DateRange } from '../../../lib/types';

/**
 * A calendar for the range (@mantine/dates). Days past today cannot be picked (001 §5); today is the
 * project's. A range is applied once both ends are picked.
 */
export function DateRangeFilter({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}) {
  // Only a range being picked (one end so far) is kept here; otherwise the calendar shows the page's.
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);

  const pick = (value: DatesRangeValue<string>) => {
    const [start, end] = value;
    const complete = start && end && end <= today;
    setPicking(complete ? null : value);
    if (complete) onChange({ start, end });
  };
  return (
    <DatePickerInput
      type="range"
      label="Date range"
      description={`Days up to today, ${formatDate(today)}.`}
      value={picking ?? [range.start, range.end]}
      onChange={pick}
      onDropdownClose={() => setPicking(null)}
      maxDate={today}
      allowSingleDateInRange
      valueFormatter={formatPickedDates}
      labelSeparator="to"
      maw={320}
    />
  );
}
