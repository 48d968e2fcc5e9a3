import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton, LoadingPanel, MutationError, plural, queryState } from 'shared';
import { ALERT_FREQUENCY_LABELS, type AlertRule } from 'shared/contracts/alerts';
import { PROTECTION_RULE_LABELS } from 'shared/contracts/protection';
import { AlertRuleForm } from './alert-rule-form';
import { useAlertRules, useChangeAlertRule, useRemoveAlertRule } from './alerts-api';

/** What a rule reacts to and whom it tells, in a sentence each. */
function describeRule(rule: AlertRule): string[] {
  const reasons = rule.reasons.length
    ? rule.reasons.map((reason) => PROTECTION_RULE_LABELS[reason]).join(', ')
    : 'Any reason';
  const collections = rule.collectionIds.length ? plural(rule.collectionIds.length, 'collection') : 'every collection';
  const channels = [
    ...(rule.recipientIds.length
      ? [`Email to ${plural(rule.recipientIds.length, 'member')}: ${ALERT_FREQUENCY_LABELS[rule.frequency]}`]
      : []),
    ...(rule.webhooks ? ['Webhooks (scan.flagged)'] : []),
  ];
  return [`${reasons}, score ${rule.minScore} or more, in ${collections}.`, channels.join('; ')];
}

function AlertRuleCard({ projectId, rule }: { projectId: string; rule: AlertRule }) {
  const changing = useChangeAlertRule(projectId);
  const removing = useRemoveAlertRule(projectId);
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder component="section" aria-label={`Alert rule ${rule.name}`}>
      <Stack gap="xs">
        <Text fw={600}>{rule.name}</Text>
        {describeRule(rule).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <MutationError
          error={changing.error ?? removing.error}
          fallback="The alert rule could not be changed. Please try again."
        />
        <Group>
          <Switch
            label="On"
            checked={rule.enabled}
            disabled={changing.isPending}
            onChange={(event) => changing.mutate({ id: rule.id, change: { enabled: event.currentTarget.checked } })}
          />
          <Button variant="default" size="xs" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
            {editing ? 'Cancel editing' : 'Edit'}
          </Button>
          <ConfirmButton
            text="Remove"
            accessibleName={`Remove the alert rule ${rule.name}`}
            confirmText="Remove alert rule"
            busy={removing.isPending}
            onConfirm={() => removing.mutate(rule.id)}
          />
        </Group>
        {editing && <AlertRuleForm projectId={projectId} rule={rule} onSaved={() => setEditing(false)} />}
      </Stack>
    </Card>
  );
}

/** The Alerts tab of the project settings: for holders of alert:manage. */
export function AlertsPanel({ projectId }: { projectId: string }) {
  const rules = useAlertRules(projectId);
  return (
    <Stack>
      <Text size="sm" maw={720}>
        A scan that an alert rule matches opens its tag&apos;s case and is sent to the rule&apos;s channels: an email to
        the members chosen, at once or in an hourly or daily digest, naming the tag, the scan, the reasons and the case;
        and a scan.flagged message to the project&apos;s webhooks.
      </Text>
      <LoadingPanel {...queryState(rules)} errorText="Failed to load the alert rules. Please try again.">
        <Stack>
          {rules.data?.length === 0 && <Text size="sm">No alert rule yet.</Text>}
          {rules.data?.map((rule) => (
            <AlertRuleCard key={rule.id} projectId={projectId} rule={rule} />
          ))}
        </Stack>
      </LoadingPanel>
      <Title order={2} size="h3">
        Add an alert rule
      </Title>
      <AlertRuleForm projectId={projectId} />
    </Stack>
  );
}
