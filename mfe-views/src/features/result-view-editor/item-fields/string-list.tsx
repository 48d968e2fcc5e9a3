import { TextInput } from '@mantine/core';
import { ListField } from '../list-field';

/** A list of one-line texts: bullet points, ingredients, steps. */
export function StringList({
  label,
  entryLabel,
  values,
  onChange,
}: {
  label: string;
  entryLabel: string;
  values: string[];
  onChange: (values: string[], options?: { typing?: boolean }) => void;
}) {
  return (
    <ListField label={label} entryLabel={entryLabel} entries={values} newEntry={() => ''} onChange={onChange}>
      {(value, change, index) => (
        <TextInput
          aria-label={`${entryLabel} ${index + 1}`}
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
        />
      )}
    </ListField>
  );
}
