import { TextInput } from '@mantine/core';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function ButtonFields({ item }: { item: ItemOf<'button'> }) {
  const change = useItemChange<'button'>(item.id);
  return (
    <>
      <TextInput
        label="Button text"
        value={item.data.text}
        onChange={(e) => change((d) => void (d.text = e.currentTarget.value), TYPING)}
      />
      <TextInput
        label="Link"
        value={item.data.url}
        onChange={(e) => change((d) => void (d.url = e.currentTarget.value), TYPING)}
      />
    </>
  );
}
