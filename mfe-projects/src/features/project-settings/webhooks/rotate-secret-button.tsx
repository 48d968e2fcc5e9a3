import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { WEBHOOK_DEFAULT_SECRET_GRACE_HOURS, type Webhook } from 'shared/contracts/webhooks';
import { ConfirmButton } from './confirm-button';
import type { useRotateWebhookSecret } from './webhooks-api';

/**
 * Rotating asks whether the replaced secret signs beside the new one for a day, while the receiver switches, or
 * stops at once (a secret that leaked).
 */
export function RotateSecretButton({
  webhook,
  rotating,
  onSecret,
}: {
  webhook: Webhook;
  rotating: ReturnType<typeof useRotateWebhookSecret>;
  onSecret: (secret: string) => void;
}) {
  const [keepPreviousHours, setKeepPreviousHours] = useState(String(WEBHOOK_DEFAULT_SECRET_GRACE_HOURS));
  return (
    <ConfirmButton
      label="Rotate secret"
      title="Rotate the signing secret"
      text={`Messages to ${webhook.url} are signed with a new secret from now on; the receiver must be given it.`}
      confirm="Rotate secret"
      pending={rotating.isPending}
      onConfirm={(done) =>
        rotating.mutate(
          { id: webhook.id, keepPreviousHours: Number(keepPreviousHours) },
          {
            onSuccess: ({ secret }) => {
              done();
              onSecret(secret);
            },
          },
        )
      }
    >
      <Radio.Group label="The current secret" value={keepPreviousHours} onChange={setKeepPreviousHours}>
        <Stack gap="xs" mt="xs">
          <Radio
            value={String(WEBHOOK_DEFAULT_SECRET_GRACE_HOURS)}
            label={`Keeps signing beside the new one for ${WEBHOOK_DEFAULT_SECRET_GRACE_HOURS} hours, while the receiver switches`}
          />
          <Radio value="0" label="Stops at once (it leaked)" />
        </Stack>
      </Radio.Group>
    </ConfirmButton>
  );
}
