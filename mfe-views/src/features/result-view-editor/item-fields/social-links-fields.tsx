import { Select, Stack } from '@mantine/core';
import { LinkUrl } from 'shared/contracts/view-content';
import { SOCIAL_NETWORKS } from '../../../components/view-renderer/view-types';
import { ListField } from '../list-field';
import { UrlInput } from './url-input';
import { useItemChange, type ItemOf } from './use-item-change';

export function SocialLinksFields({ item }: { item: ItemOf<'socialLinks'> }) {
  const change = useItemChange<'socialLinks'>(item.id);
  return (
    <ListField
      label="Links"
      entryLabel="link"
      entries={item.data.links}
      newEntry={() => ({ network: 'website' as const, url: 'https://' })}
      onChange={(links, options) => change((d) => void (d.links = links), options)}
    >
      {(link, changeLink, index) => (
        <Stack gap={4}>
          <Select
            aria-label={`Link ${index + 1} network`}
            data={[...SOCIAL_NETWORKS]}
            value={link.network}
            allowDeselect={false}
            onChange={(value) => changeLink({ ...link, network: value as typeof link.network })}
          />
          <UrlInput
            aria-label={`Link ${index + 1} URL`}
            schema={LinkUrl}
            value={link.url}
            onChange={(url) => changeLink({ ...link, url })}
          />
        </Stack>
      )}
    </ListField>
  );
}
