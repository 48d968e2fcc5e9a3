import { TextInput } from '@mantine/core';
import { LinkUrl } from 'shared/contracts/view-content';
import { UrlInput } from './url-input';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function VideoFields({ item }: { item: ItemOf<'video'> }) {
  const change = useItemChange<'video'>(item.id);
  return (
    <>
      <UrlInput
        label="Video URL"
        description="YouTube, Vimeo or an .mp4 file"
        schema={LinkUrl}
        value={item.data.url}
        onChange={(url) => change((d) => void (d.url = url), TYPING)}
      />
      <TextInput
        label="Video title"
        value={item.data.title}
        onChange={(e) => change((d) => void (d.title = e.currentTarget.value), TYPING)}
      />
    </>
  );
}
