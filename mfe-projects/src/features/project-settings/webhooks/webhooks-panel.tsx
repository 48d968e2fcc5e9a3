import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, LoadingPanel, MutationError, queryState } from 'shared';
import type { Webhook } from 'shared/contracts/webhooks';
import { ConfirmButton } from './confirm-button';
import { DeliveryLog } from './delivery-log';
import { RotateSecretButton } from './rotate-secret-button';
import { WebhookForm } from './webhook-form';
import { WebhookSecretShown } from './webhook-secret';
import {
  useChangeWebhook,
  useRemoveWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useWebhooks,
} from './webhooks-api';

function statusOf(webhook: Webhook): string {
  if (webhook.enabled) return webhook.failingSince ? `On, failing since ${formatDateTime(webhook.failingSince)}` : 'On';
  return webhook.disabledReason === 'failing' ? 'Off: turned off after failing for 3 days' : 'Off';
}

function WebhookCard({
  projectId,
  webhook,
  onSecret,
}: {
  projectId: string;
  webhook: Webhook;
  onSecret: (secret: string) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const changing = useChangeWebhook(projectId);
  const testing = useSendTestEvent(projectId);
  const rotating = useRotateWebhookSecret(projectId);
  const removing = useRemoveWebhook(projectId);
  const error = changing.error ?? testing.error ?? rotating.error ?? removing.error;

  return (
    <Card withBorder component="section" aria-label={`Webhook ${webhook.url}`}>
      <Stack gap="xs">
        <Text fw={600} style={{ wordBreak: 'break-all' }}>
          {webhook.url}
        </Text>
        {webhook.description && <Text size="sm">{webhook.description}</Text>}
        <Group gap={4}>
          {webhook.events.map((event) => (
            <Badge key={event} variant="outline" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        <Text size="sm">{statusOf(webhook)}</Text>
        {webhook.previousSecretExpiresAt && (
          <Text size="sm">
            The previous secret also signs every message until {formatDateTime(webhook.previousSecretExpiresAt)}.
          </Text>
        )}
        <MutationError error={error} fallback="The webhook could not be changed. Please try again." />
        <Group>
          <Switch
            label="On"
            checked={webhook.enabled}
            disabled={changing.isPending}
            onChange={(event) => changing.mutate({ id: webhook.id, change: { enabled: event.currentTarget.checked } })}
          />
          <Button
            variant="default"
            size="xs"
            disabled={!webhook.enabled}
            loading={testing.isPending}
            onClick={() => testing.mutate(webhook.id, { onSuccess: () => setShowLog(true) })}
          >
            Send test event
          </Button>
          <Button variant="default" size="xs" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {showLog ? 'Hide delivery log' : 'Show delivery log'}
          </Button>
          <RotateSecretButton webhook={webhook} rotating={rotating} onSecret={onSecret} />
          <ConfirmButton
            label="Remove"
            title="Remove the webhook"
            text={`Remove ${webhook.url}? Its queued messages and its delivery log go with it. This cannot be undone.`}
            confirm="Remove webhook"
            pending={removing.isPending}
            onConfirm={(done) => removing.mutate(webhook.id, { onSuccess: done })}
          />
        </Group>
        {showLog && <DeliveryLog projectId={projectId} webhookId={webhook.id} url={webhook.url} />}
      </Stack>
    </Card>
  );
}

/** The Webhooks tab of the project settings: for holders of webhook:manage (ADR 0061). */
export function WebhooksPanel({ projectId }: { projectId: string }) {
  const webhooks = useWebhooks(projectId);
  const [secret, setSecret] = useState<{ url: string; secret: string }>();

  return (
    <Stack>
      <Text size="sm" maw={720}>
        The API POSTs a JSON message to each webhook when one of its events happens, signed per Standard Webhooks,
        retried for 24 hours with the same webhook-id, in order per collection.
      </Text>
      {secret && <WebhookSecretShown {...secret} onDone={() => setSecret(undefined)} />}
      <LoadingPanel {...queryState(webhooks)} errorText="Failed to load the webhooks. Please try again.">
        <Stack>
          {webhooks.data?.length === 0 && <Text size="sm">No webhook yet.</Text>}
          {webhooks.data?.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              projectId={projectId}
              webhook={webhook}
              onSecret={(rotated) => setSecret({ url: webhook.url, secret: rotated })}
            />
          ))}
        </Stack>
      </LoadingPanel>
      <Title order={2} size="h3">
        Add a webhook
      </Title>
      <WebhookForm
        projectId={projectId}
        onCreated={(created) => setSecret({ url: created.url, secret: created.secret })}
      />
    </Stack>
  );
}
