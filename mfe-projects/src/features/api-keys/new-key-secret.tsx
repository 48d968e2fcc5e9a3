import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';

/** The new key, shown this once: a read-only field to select, and a button that copies it. */
export function NewKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Stack>
      <Text size="sm" fw={500} role="status">
        Copy the key now: it will not be shown again.
      </Text>
      <TextInput
        label="API key"
        value={secret}
        readOnly
        ff="monospace"
        data-autofocus
        onFocus={(event) => event.currentTarget.select()}
      />
      <Text size="sm">
        Send it in the <code>X-Api-Key</code> header with the project's id in the <code>project_id</code> header.
      </Text>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
