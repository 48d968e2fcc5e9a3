import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstIssue, MutationError } from 'shared';
import {
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  WEBHOOK_EVENTS,
  WebhookEvents,
  WebhookUrl,
  type CreatedWebhook,
  type WebhookEvent,
} from 'shared/contracts/webhooks';
import { useCreateWebhook } from './webhooks-api';

/** What each event tells, as the form lists them. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'tag.status_changed': 'A tag is made inactive, blacklisted or active again',
  'scan.flagged': 'A scan is flagged as suspicious',
  'report.created': 'A consumer reports a problem',
  'case.updated': 'A case changes',
};

/** Adds a webhook; the contract's rules check the URL and events before the API does. */
export function WebhookForm({
  projectId,
  onCreated,
}: {
  projectId: string;
  onCreated: (webhook: CreatedWebhook) => void;
}) {
  const creating = useCreateWebhook(projectId);
  const form = useForm({
    initialValues: { url: '', events: ['tag.status_changed'] as WebhookEvent[], description: '' },
    validate: {
      url: (value) => firstIssue(WebhookUrl, value.trim()),
      events: (value) => firstIssue(WebhookEvents, value),
      description: (value) =>
        value.length > MAX_WEBHOOK_DESCRIPTION_LENGTH
          ? `The description is longer than ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.`
          : null,
    },
  });
  const submit = form.onSubmit((values) =>
    creating.mutate(
      { ...values, url: values.url.trim() },
      {
        onSuccess: (webhook) => {
          form.reset();
          onCreated(webhook);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook">
      <Stack maw={640}>
        <MutationError error={creating.error} fallback="The webhook could not be added. Please try again." />
        <TextInput
          label="URL"
          description="Where messages are POSTed. In production: https, to a public address."
          placeholder="https://hooks.example.com/smart-fingerprint"
          required
          {...form.getInputProps('url')}
        />
        <Checkbox.Group label="Events" required {...form.getInputProps('events')}>
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={`${event}: ${EVENT_LABELS[event]}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput label="Description" placeholder="Our SIEM" {...form.getInputProps('description')} />
        <Group>
          <Button type="submit" loading={creating.isPending}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
