import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MutationError } from 'shared';
import type { useRevokeApiKey } from './revoke-api-key';
import type { ApiKey } from './types';

/** Revoking cannot be undone and stops the machines that use the key, so it asks first. */
export function RevokeKeyButton({
  apiKey,
  revoking,
}: {
  apiKey: ApiKey;
  revoking: ReturnType<typeof useRevokeApiKey>;
}) {
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    revoking.reset();
    setConfirming(false);
  };
  const name = `sfk_${apiKey.prefix}…`;
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setConfirming(true)} aria-label={`Revoke ${name}`}>
        Revoke
      </Button>
      <Modal opened={confirming} onClose={close} title="Revoke API key" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <MutationError error={revoking.error} fallback="The key could not be revoked. Please try again." />
          <Text size="sm">Revoke {name}? Every call made with it is refused from now on. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoking.isPending}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={revoking.isPending}
              onClick={() => revoking.mutate(apiKey.id, { onSuccess: close })}
            >
              Revoke key
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
