import { StringList } from './string-list';
import { useItemChange, type ItemOf } from './use-item-change';

export function BulletListFields({ item }: { item: ItemOf<'bulletList'> }) {
  const change = useItemChange<'bulletList'>(item.id);
  return (
    <StringList
      label="Points"
      entryLabel="point"
      values={item.data.items}
      onChange={(items, options) => change((d) => void (d.items = items), options)}
    />
  );
}
