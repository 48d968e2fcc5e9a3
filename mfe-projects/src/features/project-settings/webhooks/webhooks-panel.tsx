import { Badge, Button, Card, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, LoadingPanel, MutationError, queryState } from 'shared';
import type { Webhook } from 'shared/contracts/webhooks';
import { DeliveryLog } from './delivery-log';
import { WebhookForm } from './webhook-form';
import { WebhookSecretShown } from './webhook-secret';
import {
  useChangeWebhook,
  useRemoveWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useWebhooks,
} from './webhooks-api';

/** An action that cannot be undone asks first. */
function ConfirmButton(props: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={props.title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text size="sm">{props.text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={props.pending}>
              Cancel
            </Button>
            <Button color="red.9" loading={props.pending} onClick={() => props.onConfirm(() => setOpen(false))}>
              {props.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

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
          <ConfirmButton
            label="Rotate secret"
            title="Rotate the signing secret"
            text={`Messages to ${webhook.url} are signed with a new secret from now on; the receiver must be given it.`}
            confirm="Rotate secret"
            pending={rotating.isPending}
            onConfirm={(done) =>
              rotating.mutate(webhook.id, {
                onSuccess: ({ secret }) => {
                  done();
                  onSecret(secret);
                },
              })
            }
          />
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
