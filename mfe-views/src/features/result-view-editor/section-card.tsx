import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { memo, useState } from 'react';
import type { ContentItem, ItemType, Section } from '../../components/view-renderer/view-types';
import { ITEM_LABELS, newItem } from './new-content';
import { DELETE_ELEMENT, useConfirm } from './confirm-dialog';
import { useUpdate } from './editor-context';
import { ItemFields } from './item-fields/item-fields';
import { arrayMove, SortableList, SortableRow } from './sortable-list';

const TEXT_STYLES = ['heading', 'subHeading', 'leadParagraph', 'paragraph'];

/** A one-line summary of an item, so a long list can be scanned and items told apart. */
function summary(item: ContentItem): string {
  switch (item.type) {
    case 'text':
      return item.data.text.slice(0, 60);
    case 'button':
      return item.data.text;
    case 'image':
      return item.data.alt;
    case 'video':
      return item.data.title || item.data.url;
    case 'recipe':
      return item.data.title;
    default:
      return '';
  }
}

/** 001 §2: deleting an element asks first. */
function DeleteButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  const ask = useConfirm();
  return (
    <ActionIcon
      variant="subtle"
      color="red.9"
      aria-label={`Delete ${label}`}
      onClick={() => ask(DELETE_ELEMENT, onDelete)}
    >
      ✕
    </ActionIcon>
  );
}

const ItemRow = memo(function ItemRow({ item, position }: { item: ContentItem; position: number }) {
  const update = useUpdate();
  const [open, setOpen] = useState(false);
  const label = `${ITEM_LABELS[item.type]} ${position}`;
  const remove = () =>
    update((draft) => {
      for (const section of draft.content.sections) {
        section.data.content = section.data.content.filter((candidate) => candidate.id !== item.id);
      }
    });
  return (
    <SortableRow id={item.id} label={label}>
      {(handle) => (
        <Card withBorder p="xs" mb="xs" data-item-id={item.id}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {handle}
              <Button
                variant="subtle"
                color="dark"
                size="compact-sm"
                onClick={() => setOpen((was) => !was)}
                aria-expanded={open}
              >
                {label}
              </Button>
              <Text size="sm" c="dimmed" truncate>
                {summary(item)}
              </Text>
            </Group>
            <DeleteButton label={label} onDelete={remove} />
          </Group>
          {open && (
            <div style={{ marginTop: 8 }}>
              <ItemFields item={item} />
            </div>
          )}
        </Card>
      )}
    </SortableRow>
  );
});

function SectionSettings({ section }: { section: Section }) {
  const update = useUpdate();
  const change = (recipe: (data: Section['data']) => void, typing = false) =>
    update(
      (draft) => {
        const target = draft.content.sections.find((candidate) => candidate.id === section.id);
        if (target) recipe(target.data);
      },
      { typing },
    );
  const { data } = section;
  return (
    <Stack gap="xs" mb="sm">
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          type="color"
          label="Background colour"
          value={data.backgroundColor || '#ffffff'}
          onChange={(e) => change((d) => void (d.backgroundColor = e.currentTarget.value), true)}
        />
        <Select
          label="Background size"
          data={['cover', 'contain', 'auto']}
          value={data.backgroundSize}
          allowDeselect={false}
          onChange={(value) => change((d) => void (d.backgroundSize = value as typeof d.backgroundSize))}
        />
        <Select
          label="Background position"
          data={['center', 'top', 'bottom', 'left', 'right']}
          value={data.backgroundPosition}
          allowDeselect={false}
          onChange={(value) => change((d) => void (d.backgroundPosition = value as typeof d.backgroundPosition))}
        />
      </SimpleGrid>
      <Group>
        <Checkbox
          label="Centred"
          checked={data.centered}
          onChange={(e) => change((d) => void (d.centered = e.currentTarget.checked))}
        />
        <Checkbox
          label="No padding"
          checked={data.removePadding}
          onChange={(e) => change((d) => void (d.removePadding = e.currentTarget.checked))}
        />
        <Checkbox
          label="Requires authentication"
          checked={data.requiresAuthentication}
          onChange={(e) => change((d) => void (d.requiresAuthentication = e.currentTarget.checked))}
        />
        <Checkbox
          label="Collapsible"
          checked={data.isCollapsible}
          onChange={(e) => change((d) => void (d.isCollapsible = e.currentTarget.checked))}
        />
      </Group>
      {data.isCollapsible && (
        <SimpleGrid cols={3} spacing="xs">
          <TextInput
            label="Collapsible title"
            value={data.collapsible.text}
            onChange={(e) => change((d) => void (d.collapsible.text = e.currentTarget.value), true)}
          />
          <TextInput
            type="color"
            label="Title colour"
            value={data.collapsible.color}
            onChange={(e) => change((d) => void (d.collapsible.color = e.currentTarget.value), true)}
          />
          <Select
            label="Title style"
            data={TEXT_STYLES}
            value={data.collapsible.style}
            allowDeselect={false}
            onChange={(value) => change((d) => void (d.collapsible.style = value as typeof d.collapsible.style))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One section: its settings, its items (reorderable) and a menu to add an element. */
export const SectionCard = memo(function SectionCard({ section, position }: { section: Section; position: number }) {
  const update = useUpdate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const label = `Section ${position}`;
  const inThisSection = (recipe: (content: ContentItem[]) => ContentItem[]) =>
    update((draft) => {
      const target = draft.content.sections.find((candidate) => candidate.id === section.id);
      if (target) target.data.content = recipe(target.data.content);
    });
  const add = (type: ItemType) => inThisSection((content) => [...content, newItem(type)]);
  const remove = () =>
    update(
      (draft) =>
        void (draft.content.sections = draft.content.sections.filter((candidate) => candidate.id !== section.id)),
    );

  return (
    <SortableRow id={section.id} label={label}>
      {(handle) => (
        <Card withBorder mb="md" aria-label={label} component="section">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              {handle}
              <Text fw={600}>{label}</Text>
            </Group>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                onClick={() => setSettingsOpen((was) => !was)}
                aria-expanded={settingsOpen}
              >
                Section settings
              </Button>
              <DeleteButton label={label} onDelete={remove} />
            </Group>
          </Group>
          {settingsOpen && <SectionSettings section={section} />}
          <SortableList
            items={section.data.content}
            onReorder={(from, to) => inThisSection((content) => arrayMove(content, from, to))}
          >
            {(item, index) => <ItemRow key={item.id} item={item} position={index + 1} />}
          </SortableList>
          <Menu>
            <Menu.Target>
              <Button variant="default" size="xs">
                Add element
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(Object.keys(ITEM_LABELS) as ItemType[]).map((type) => (
                <Menu.Item key={type} onClick={() => add(type)}>
                  {ITEM_LABELS[type]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Card>
      )}
    </SortableRow>
  );
});
