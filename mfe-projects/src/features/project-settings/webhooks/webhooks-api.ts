import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared';
import type {
  CreatedWebhook,
  NewWebhook,
  Webhook,
  WebhookChange,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
  WebhookSecret,
  WebhookSecretRotation,
} from 'shared/contracts/webhooks';

export const webhookKeys = {
  list: (projectId: string) => ['project', projectId, 'webhooks'] as const,
  deliveries: (projectId: string, webhookId: string) =>
    ['project', projectId, 'webhooks', webhookId, 'deliveries'] as const,
};

const events = (projectId: string) => api('events', { projectId });
const path = (webhookId: string, rest = '') => `webhooks/${encodeURIComponent(webhookId)}${rest}`;

export const webhooksQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: webhookKeys.list(projectId),
    queryFn: async ({ signal }) => (await events(projectId).get('webhooks', { signal }).json<WebhookList>()).data,
  });

export const useWebhooks = (projectId: string) => useQuery(webhooksQueryOptions(projectId));

/** The log polls while a message is pending, so a test event's answer shows without a reload. */
export function useWebhookDeliveries(projectId: string, webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(projectId, webhookId),
    queryFn: async ({ signal }) =>
      (await events(projectId).get(path(webhookId, '/deliveries'), { signal }).json<WebhookDeliveryList>()).data,
    refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.state === 'pending') ? 2000 : false),
  });
}

/** Every change reads the project's webhooks (and their logs) again. */
function useWebhookMutation<Input, Output>(projectId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(projectId) }),
  });
}

export const useCreateWebhook = (projectId: string) =>
  useWebhookMutation(projectId, (webhook: NewWebhook) =>
    events(projectId).post('webhooks', { json: webhook }).json<CreatedWebhook>(),
  );

export const useChangeWebhook = (projectId: string) =>
  useWebhookMutation(projectId, ({ id, change }: { id: string; change: WebhookChange }) =>
    events(projectId).patch(path(id), { json: change }).json<Webhook>(),
  );

export const useRemoveWebhook = (projectId: string) =>
  useWebhookMutation(projectId, async (id: string) => {
    await events(projectId).delete(path(id));
  });

export const useRotateWebhookSecret = (projectId: string) =>
  useWebhookMutation(projectId, ({ id, ...rotation }: WebhookSecretRotation & { id: string }) =>
    events(projectId).post(path(id, '/secret'), { json: rotation }).json<WebhookSecret>(),
  );

export const useSendTestEvent = (projectId: string) =>
  useWebhookMutation(projectId, (id: string) => events(projectId).post(path(id, '/test')).json<WebhookDelivery>());

export const useRedeliver = (projectId: string) =>
  useWebhookMutation(projectId, ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
    events(projectId)
      .post(path(webhookId, `/deliveries/${encodeURIComponent(deliveryId)}/redeliver`))
      .json<WebhookDelivery>(),
  );
