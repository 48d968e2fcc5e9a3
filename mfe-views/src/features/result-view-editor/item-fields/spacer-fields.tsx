import { NumberInput } from '@mantine/core';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function SpacerFields({ item }: { item: ItemOf<'spacer'> }) {
  const change = useItemChange<'spacer'>(item.id);
  return (
    <NumberInput
      label="Height (px)"
      min={0}
      max={400}
      value={item.data.height}
      onChange={(value) => change((d) => void (d.height = Math.min(400, Math.max(0, Number(value) || 0))), TYPING)}
    />
  );
}
