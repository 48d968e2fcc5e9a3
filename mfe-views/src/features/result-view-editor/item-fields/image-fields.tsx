import { TextInput } from '@mantine/core';
import { AssetField } from '../asset-field';
import { ImageUrl } from 'shared/contracts/view-content';
import { UrlInput } from './url-input';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function ImageFields({ item }: { item: ItemOf<'image'> }) {
  const change = useItemChange<'image'>(item.id);
  return (
    <>
      <AssetField
        label="Image"
        assetId={item.data.assetId}
        onChange={(assetId) =>
          change((d) => {
            d.assetId = assetId;
            // The URL overrides the asset: a pick replaces it, or the placeholder would stay.
            if (assetId) d.url = '';
          })
        }
      />
      <UrlInput
        label="Image URL"
        description="Overrides the asset"
        schema={ImageUrl}
        value={item.data.url}
        onChange={(url) => change((d) => void (d.url = url), TYPING)}
      />
      <TextInput
        label="Alternative text"
        value={item.data.alt}
        onChange={(e) => change((d) => void (d.alt = e.currentTarget.value), TYPING)}
      />
    </>
  );
}
