import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { REMOVE_LIST_ITEM, useConfirm } from './confirm-dialog';

/** The entries of a list item (bullets, timeline entries, links, ingredients): edit, add, remove after asking. */
export function ListField<T>({
  label,
  entries,
  entryLabel,
  newEntry,
  onChange,
  children,
}: {
  label: string;
  entries: T[];
  entryLabel: string;
  newEntry: () => T;
  onChange: (entries: T[], options?: { typing?: boolean }) => void;
  children: (entry: T, change: (entry: T) => void, index: number) => ReactNode;
}) {
  const ask = useConfirm();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {entries.map((entry, index) => (
        <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
          <div style={{ flex: 1 }}>
            {children(
              entry,
              (changed) =>
                onChange(
                  entries.map((old, at) => (at === index ? changed : old)),
                  { typing: true },
                ),
              index,
            )}
          </div>
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={`Remove ${entryLabel} ${index + 1}`}
            onClick={() => ask(REMOVE_LIST_ITEM, () => onChange(entries.filter((_old, at) => at !== index)))}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button size="xs" variant="default" onClick={() => onChange([...entries, newEntry()])}>
          Add {entryLabel}
        </Button>
      </Group>
    </Stack>
  );
}
