import { TextInput } from '@mantine/core';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function VideoFields({ item }: { item: ItemOf<'video'> }) {
  const change = useItemChange<'video'>(item.id);
  return (
    <>
      <TextInput
        label="Video URL"
        description="YouTube, Vimeo or an .mp4 file"
        value={item.data.url}
        onChange={(e) => change((d) => void (d.url = e.currentTarget.value), TYPING)}
      />
      <TextInput
        label="Video title"
        value={item.data.title}
        onChange={(e) => change((d) => void (d.title = e.currentTarget.value), TYPING)}
      />
    </>
  );
}
