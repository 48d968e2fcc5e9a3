import { Code, Text } from '@mantine/core';

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/** Data as the scanner reported it, indented; 'None' when there is none. */
export function JsonBlock({ value }: { value: unknown }) {
  if (isEmpty(value)) return <Text size="sm">None</Text>;
  return (
    <Code block style={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}

/** A collapsed section (001 §2: raw, match and detect details), opened by click, Enter or Space. */
export function Collapsible({ title, value }: { title: string; value: unknown }) {
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{title}</summary>
      <JsonBlock value={value} />
    </details>
  );
}
