import { formatDate } from '../format/dates';

type PickedDay = string | Date | null;

/**
 * Mantine's date inputs (`valueFormatter` of DatePickerInput) show the picked day or days in the one
 * display format, formatDate's; what they hold and put in links stays YYYY-MM-DD.
 */
export function formatPickedDates({
  date,
  labelSeparator,
}: {
  date: PickedDay | PickedDay[];
  labelSeparator: string;
}): string {
  const days = (Array.isArray(date) ? date : [date]).filter((day): day is string | Date => Boolean(day));
  return days.map((day) => formatDate(day)).join(` ${labelSeparator} `);
}
