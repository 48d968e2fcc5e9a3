import { Alert } from '@mantine/core';
import { ShownOnceSecret } from '../../../components/shown-once-secret';

/** A new signing secret, shown this once. */
export function WebhookSecretShown({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <Alert color="blue" title={`Signing secret of ${url}`}>
      <ShownOnceSecret
        noun="secret"
        label="Signing secret"
        secret={secret}
        onDone={onDone}
        usage={
          <>
            Verify each message with a Standard Webhooks library and this secret (headers <code>webhook-id</code>,{' '}
            <code>webhook-timestamp</code>, <code>webhook-signature</code>).
          </>
        }
      />
    </Alert>
  );
}
