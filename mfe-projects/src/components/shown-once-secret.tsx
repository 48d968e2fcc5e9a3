import type { ReactNode } from 'react';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';

/**
 * A secret the API answers only once (an API key, a webhook's signing secret): a read-only field to select, a
 * button that copies it, and how to use it.
 */
export function ShownOnceSecret({
  noun,
  label,
  secret,
  usage,
  onDone,
}: {
  /** What the secret is called in the sentences: "Copy the key now", "Copy key". */
  noun: string;
  label: string;
  secret: string;
  usage: ReactNode;
  onDone: () => void;
}) {
  return (
    <Stack>
      <Text size="sm" fw={500} role="status">
        Copy the {noun} now: it will not be shown again.
      </Text>
      <TextInput
        label={label}
        value={secret}
        readOnly
        ff="monospace"
        data-autofocus
        onFocus={(event) => event.currentTarget.select()}
      />
      <Text size="sm">{usage}</Text>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : `Copy ${noun}`}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
