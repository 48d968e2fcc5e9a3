import { TextInput } from '@mantine/core';
import { LinkUrl } from 'shared/contracts/view-content';
import { UrlInput } from './url-input';
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
      <UrlInput
        label="Link"
        schema={LinkUrl}
        value={item.data.url}
        onChange={(url) => change((d) => void (d.url = url), TYPING)}
      />
    </>
  );
}
