import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared';
import type { AlertRule, AlertRuleChange, AlertRuleList, NewAlertRule } from 'shared/contracts/alerts';

export const alertRuleKeys = {
  list: (projectId: string) => ['project', projectId, 'alert-rules'] as const,
};

const events = (projectId: string) => api('events', { projectId });
const path = (ruleId: string) => `alert-rules/${encodeURIComponent(ruleId)}`;

export const alertRulesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: alertRuleKeys.list(projectId),
    queryFn: async ({ signal }) => (await events(projectId).get('alert-rules', { signal }).json<AlertRuleList>()).data,
  });

export const useAlertRules = (projectId: string) => useQuery(alertRulesQueryOptions(projectId));

/** Every change reads the project's rules again. */
function useAlertRuleMutation<Input, Output>(projectId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRuleKeys.list(projectId) }),
  });
}

export const useCreateAlertRule = (projectId: string) =>
  useAlertRuleMutation(projectId, (rule: NewAlertRule) =>
    events(projectId).post('alert-rules', { json: rule }).json<AlertRule>(),
  );

export const useChangeAlertRule = (projectId: string) =>
  useAlertRuleMutation(projectId, ({ id, change }: { id: string; change: AlertRuleChange }) =>
    events(projectId).patch(path(id), { json: change }).json<AlertRule>(),
  );

export const useRemoveAlertRule = (projectId: string) =>
  useAlertRuleMutation(projectId, async (id: string) => {
    await events(projectId).delete(path(id));
  });
