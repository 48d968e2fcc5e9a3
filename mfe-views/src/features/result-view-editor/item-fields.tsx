import { NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { memo } from 'react';
import { customCssProblem } from 'shared/custom-css';
import {
  SOCIAL_NETWORKS,
  type ContentItem,
  type ItemDataByType,
  type ItemType,
} from '../../components/view-renderer/view-types';
import { AssetField } from './asset-field';
import { findItem, useUpdate } from './editor-context';
import { ListField } from './list-field';

const TEXT_STYLES = [
  { value: 'heading', label: 'Heading' },
  { value: 'subHeading', label: 'Sub heading' },
  { value: 'leadParagraph', label: 'Lead paragraph' },
  { value: 'paragraph', label: 'Paragraph' },
];
const ALIGNMENTS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

type Change<T extends ItemType> = (recipe: (data: ItemDataByType[T]) => void, options?: { typing?: boolean }) => void;

/** Edits one item's data in the draft, found by id wherever it sits. */
function useItemChange<T extends ItemType>(itemId: string): Change<T> {
  const update = useUpdate();
  return (recipe, options) =>
    update((draft) => {
      const item = findItem(draft, itemId);
      if (item) recipe(item.data as ItemDataByType[T]);
    }, options);
}

const typing = { typing: true };

function TextFields({ item }: { item: Extract<ContentItem, { type: 'text' }> }) {
  const change = useItemChange<'text'>(item.id);
  return (
    <>
      <Select
        label="Text style"
        data={TEXT_STYLES}
        value={item.data.style}
        allowDeselect={false}
        onChange={(value) => change((data) => void (data.style = value as typeof data.style))}
      />
      <Select
        label="Alignment"
        data={ALIGNMENTS}
        value={item.data.align ?? null}
        placeholder="As the section"
        onChange={(value) => change((data) => void (data.align = (value ?? undefined) as typeof data.align))}
      />
      <Textarea
        label="Text"
        autosize
        minRows={2}
        value={item.data.text}
        onChange={(event) => change((data) => void (data.text = event.currentTarget.value), typing)}
      />
    </>
  );
}

function StringList({
  label,
  entryLabel,
  values,
  onChange,
}: {
  label: string;
  entryLabel: string;
  values: string[];
  onChange: (values: string[], options?: { typing?: boolean }) => void;
}) {
  return (
    <ListField label={label} entryLabel={entryLabel} entries={values} newEntry={() => ''} onChange={onChange}>
      {(value, change, index) => (
        <TextInput
          aria-label={`${entryLabel} ${index + 1}`}
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
        />
      )}
    </ListField>
  );
}

function Fields({ item }: { item: ContentItem }) {
  const change = useItemChange<ItemType>(item.id);
  const set = <T extends ItemType>(recipe: (data: ItemDataByType[T]) => void, options?: { typing?: boolean }) =>
    change(recipe as (data: ItemDataByType[ItemType]) => void, options);
  switch (item.type) {
    case 'text':
      return <TextFields item={item} />;
    case 'button':
      return (
        <>
          <TextInput
            label="Button text"
            value={item.data.text}
            onChange={(e) => set<'button'>((d) => void (d.text = e.currentTarget.value), typing)}
          />
          <TextInput
            label="Link"
            value={item.data.url}
            onChange={(e) => set<'button'>((d) => void (d.url = e.currentTarget.value), typing)}
          />
        </>
      );
    case 'image':
      return (
        <>
          <AssetField
            label="Image"
            assetId={item.data.assetId}
            onChange={(assetId) =>
              set<'image'>((d) => {
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
            onChange={(e) => set<'image'>((d) => void (d.url = e.currentTarget.value), typing)}
          />
          <TextInput
            label="Alternative text"
            value={item.data.alt}
            onChange={(e) => set<'image'>((d) => void (d.alt = e.currentTarget.value), typing)}
          />
        </>
      );
    case 'spacer':
      return (
        <NumberInput
          label="Height (px)"
          min={0}
          max={400}
          value={item.data.height}
          onChange={(value) =>
            set<'spacer'>((d) => void (d.height = Math.min(400, Math.max(0, Number(value) || 0))), typing)
          }
        />
      );
    case 'timeline':
      return (
        <ListField
          label="Entries"
          entryLabel="entry"
          entries={item.data.entries}
          newEntry={() => ({ title: '', date: '', text: '' })}
          onChange={(entries, options) => set<'timeline'>((d) => void (d.entries = entries), options)}
        >
          {(entry, changeEntry, index) => (
            <Stack gap={4}>
              <TextInput
                aria-label={`Entry ${index + 1} title`}
                placeholder="Title"
                value={entry.title}
                onChange={(e) => changeEntry({ ...entry, title: e.currentTarget.value })}
              />
              <TextInput
                aria-label={`Entry ${index + 1} date`}
                placeholder="Date"
                value={entry.date}
                onChange={(e) => changeEntry({ ...entry, date: e.currentTarget.value })}
              />
              <Textarea
                aria-label={`Entry ${index + 1} text`}
                placeholder="Text"
                autosize
                value={entry.text}
                onChange={(e) => changeEntry({ ...entry, text: e.currentTarget.value })}
              />
            </Stack>
          )}
        </ListField>
      );
    case 'bulletList':
      return (
        <StringList
          label="Points"
          entryLabel="point"
          values={item.data.items}
          onChange={(items, options) => set<'bulletList'>((d) => void (d.items = items), options)}
        />
      );
    case 'video':
      return (
        <>
          <TextInput
            label="Video URL"
            description="YouTube, Vimeo or an .mp4 file"
            value={item.data.url}
            onChange={(e) => set<'video'>((d) => void (d.url = e.currentTarget.value), typing)}
          />
          <TextInput
            label="Video title"
            value={item.data.title}
            onChange={(e) => set<'video'>((d) => void (d.title = e.currentTarget.value), typing)}
          />
        </>
      );
    case 'socialLinks':
      return (
        <ListField
          label="Links"
          entryLabel="link"
          entries={item.data.links}
          newEntry={() => ({ network: 'website' as const, url: 'https://' })}
          onChange={(links, options) => set<'socialLinks'>((d) => void (d.links = links), options)}
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
              <TextInput
                aria-label={`Link ${index + 1} URL`}
                value={link.url}
                onChange={(e) => changeLink({ ...link, url: e.currentTarget.value })}
              />
            </Stack>
          )}
        </ListField>
      );
    case 'recipe':
      return (
        <>
          <TextInput
            label="Recipe title"
            value={item.data.title}
            onChange={(e) => set<'recipe'>((d) => void (d.title = e.currentTarget.value), typing)}
          />
          <StringList
            label="Ingredients"
            entryLabel="ingredient"
            values={item.data.ingredients}
            onChange={(values, options) => set<'recipe'>((d) => void (d.ingredients = values), options)}
          />
          <StringList
            label="Method"
            entryLabel="step"
            values={item.data.steps}
            onChange={(values, options) => set<'recipe'>((d) => void (d.steps = values), options)}
          />
        </>
      );
    case 'customCss': {
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
            onChange={(e) => set<'customCss'>((d) => void (d.css = e.currentTarget.value), typing)}
          />
          {problem && <Text size="xs">Until it is fixed, that part is not applied and the view cannot be saved.</Text>}
        </>
      );
    }
  }
}

/** The fields of one content item; memoised so typing in one item redraws only that item. */
export const ItemFields = memo(function ItemFields({ item }: { item: ContentItem }) {
  return (
    <Stack gap="xs">
      <Fields item={item} />
    </Stack>
  );
});
