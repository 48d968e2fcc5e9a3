import { NumberInput } from '@mantine/core';
import { SPACER_MAX_HEIGHT } from 'shared/contracts/view-content';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function SpacerFields({ item }: { item: ItemOf<'spacer'> }) {
  const change = useItemChange<'spacer'>(item.id);
  return (
    <NumberInput
      label="Height (px)"
      min={0}
      max={SPACER_MAX_HEIGHT}
      value={item.data.height}
      onChange={(value) =>
        change((d) => void (d.height = Math.min(SPACER_MAX_HEIGHT, Math.max(0, Number(value) || 0))), TYPING)
      }
    />
  );
}
