import { Badge, Button, Table, Text } from '@mantine/core';
import { formatDateTime, LoadingPanel, MutationError, queryState } from 'shared';
import type { WebhookDelivery } from 'shared/contracts/webhooks';
import { useRedeliver, useWebhookDeliveries } from './webhooks-api';

const STATE_LABELS: Record<WebhookDelivery['state'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** One row per attempt, newest message first; a message not tried yet is one row. */
function rowsOf(delivery: WebhookDelivery) {
  const attempts = [...delivery.attempts].reverse();
  return attempts.length > 0 ? attempts : [undefined];
}

/** The webhook's messages and every attempt: time, number, the receiver's status, duration and answer. */
export function DeliveryLog({ projectId, webhookId, url }: { projectId: string; webhookId: string; url: string }) {
  const deliveries = useWebhookDeliveries(projectId, webhookId);
  const redelivering = useRedeliver(projectId);
  return (
    <LoadingPanel {...queryState(deliveries)} errorText="Failed to load the delivery log. Please try again.">
      <MutationError error={redelivering.error} fallback="The message could not be redelivered. Please try again." />
      {deliveries.data?.length === 0 ? (
        <Text size="sm">No message yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={`Delivery log of ${url}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Attempt</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Response</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.data?.flatMap((delivery) =>
                rowsOf(delivery).map((attempt, index) => (
                  <Table.Tr key={`${delivery.id}-${attempt?.attempt ?? 0}`}>
                    <Table.Td>{formatDateTime(attempt?.attemptedAt ?? delivery.createdAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {delivery.eventType}
                      </Text>
                    </Table.Td>
                    <Table.Td>{attempt ? attempt.attempt : 'Not tried yet'}</Table.Td>
                    <Table.Td>{attempt ? (attempt.statusCode ?? 'No answer') : ''}</Table.Td>
                    <Table.Td>{attempt ? `${attempt.durationMs} ms` : ''}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
                        {attempt ? (attempt.error ?? attempt.responseExcerpt) : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {index === 0 && (
                        <>
                          <Badge variant="outline" tt="none">
                            {STATE_LABELS[delivery.state]}
                          </Badge>
                          {delivery.state !== 'pending' && (
                            <Button
                              ml="xs"
                              size="compact-xs"
                              variant="default"
                              loading={redelivering.isPending && redelivering.variables?.deliveryId === delivery.id}
                              onClick={() => redelivering.mutate({ webhookId, deliveryId: delivery.id })}
                              aria-label={`Redeliver ${delivery.eventType} ${delivery.id}`}
                            >
                              Redeliver
                            </Button>
                          )}
                        </>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </LoadingPanel>
  );
}
