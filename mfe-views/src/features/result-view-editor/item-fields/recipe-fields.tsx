import { TextInput } from '@mantine/core';
import { StringList } from './string-list';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

export function RecipeFields({ item }: { item: ItemOf<'recipe'> }) {
  const change = useItemChange<'recipe'>(item.id);
  return (
    <>
      <TextInput
        label="Recipe title"
        value={item.data.title}
        onChange={(e) => change((d) => void (d.title = e.currentTarget.value), TYPING)}
      />
      <StringList
        label="Ingredients"
        entryLabel="ingredient"
        values={item.data.ingredients}
        onChange={(values, options) => change((d) => void (d.ingredients = values), options)}
      />
      <StringList
        label="Method"
        entryLabel="step"
        values={item.data.steps}
        onChange={(values, options) => change((d) => void (d.steps = values), options)}
      />
    </>
  );
}
