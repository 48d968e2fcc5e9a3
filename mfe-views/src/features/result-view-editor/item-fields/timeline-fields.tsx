import { Stack, Textarea, TextInput } from '@mantine/core';
import { ListField } from '../list-field';
import { useItemChange, type ItemOf } from './use-item-change';

export function TimelineFields({ item }: { item: ItemOf<'timeline'> }) {
  const change = useItemChange<'timeline'>(item.id);
  return (
    <ListField
      label="Entries"
      entryLabel="entry"
      entries={item.data.entries}
      newEntry={() => ({ title: '', date: '', text: '' })}
      onChange={(entries, options) => change((d) => void (d.entries = entries), options)}
    >
      {(entry, changeEntry, index) => (
        <Stack gap={4}>
          <TextInput
            aria-label={`Entry ${index + 1} title`}
            placeholder="Title"
            value={entry.title}
            onChange={(e) => changeEntry({ ...entry, title: e.currentTarget.value })}
          />
          <TextInput
            aria-label={`Entry ${index + 1} date`}
            placeholder="Date"
            value={entry.date}
            onChange={(e) => changeEntry({ ...entry, date: e.currentTarget.value })}
          />
          <Textarea
            aria-label={`Entry ${index + 1} text`}
            placeholder="Text"
            autosize
            value={entry.text}
            onChange={(e) => changeEntry({ ...entry, text: e.currentTarget.value })}
          />
        </Stack>
      )}
    </ListField>
  );
}
