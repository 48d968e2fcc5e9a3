import { Text, Textarea } from '@mantine/core';
import { customCssProblem } from 'shared/custom-css';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function CustomCssFields({ item }: { item: ItemOf<'customCss'> }) {
  const change = useItemChange<'customCss'>(item.id);
  const problem = item.data.css ? customCssProblem(item.data.css) : null;
  return (
    <>
      <Textarea
        label="Custom CSS"
        description="Applies inside this view only."
        autosize
        minRows={3}
        styles={{ input: { fontFamily: 'monospace' } }}
        value={item.data.css}
        error={problem}
        onChange={(e) => change((d) => void (d.css = e.currentTarget.value), TYPING)}
      />
      {problem && <Text size="xs">Until it is fixed, that part is not applied and the view cannot be saved.</Text>}
    </>
  );
}
