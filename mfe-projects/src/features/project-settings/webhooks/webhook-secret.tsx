import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';

/** A new signing secret, shown this once: a read-only field to select, and a button that copies it. */
export function WebhookSecretShown({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <Alert color="blue" title={`Signing secret of ${url}`}>
      <Stack>
        <Text size="sm" fw={500} role="status">
          Copy the secret now: it will not be shown again.
        </Text>
        <TextInput
          label="Signing secret"
          value={secret}
          readOnly
          ff="monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Text size="sm">
          Verify each message with a Standard Webhooks library and this secret (headers <code>webhook-id</code>,{' '}
          <code>webhook-timestamp</code>, <code>webhook-signature</code>).
        </Text>
        <Group>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
