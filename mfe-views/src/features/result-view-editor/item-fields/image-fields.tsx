import { TextInput } from '@mantine/core';
import { AssetField } from '../asset-field';
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
      <TextInput
        label="Image URL"
        description="Overrides the asset"
        value={item.data.url}
        onChange={(e) => change((d) => void (d.url = e.currentTarget.value), TYPING)}
      />
      <TextInput
        label="Alternative text"
        value={item.data.alt}
        onChange={(e) => change((d) => void (d.alt = e.currentTarget.value), TYPING)}
      />
    </>
  );
}
