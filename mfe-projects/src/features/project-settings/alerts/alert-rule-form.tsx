import { Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MutationError, showToast, useProjectCollections } from 'shared';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, NewAlertRule, type AlertRule } from 'shared/contracts/alerts';
import { PROTECTION_RULE_LABELS, PROTECTION_RULES } from 'shared/contracts/protection';
import { useMembers } from '../../../api/project-members';
import { useChangeAlertRule, useCreateAlertRule } from './alerts-api';

/** What the form holds of a rule (its on/off is switched in its card). */
const FIELDS = ['name', 'reasons', 'minScore', 'collectionIds', 'recipientIds', 'frequency', 'webhooks'] as const;
type AlertRuleValues = Pick<AlertRule, (typeof FIELDS)[number]>;

const INITIAL: AlertRuleValues = {
  name: '',
  reasons: [],
  minScore: 1,
  collectionIds: [],
  recipientIds: [],
  frequency: 'immediately',
  webhooks: false,
};

const valuesOf = (rule: AlertRule) =>
  Object.fromEntries(FIELDS.map((field) => [field, rule[field]])) as AlertRuleValues;

const memberLabel = (member: { email: string; first_name: string | null; last_name: string }) => {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  return name ? `${name} (${member.email})` : member.email;
};

/**
 * Adds an alert rule, or changes `rule`; the contract checks it before the API does, which also checks that it has
 * a channel.
 */
export function AlertRuleForm({
  projectId,
  rule,
  onSaved,
}: {
  projectId: string;
  rule?: AlertRule;
  onSaved?: () => void;
}) {
  const creating = useCreateAlertRule(projectId);
  const changing = useChangeAlertRule(projectId);
  const saving = rule ? changing : creating;
  const members = useMembers(projectId);
  const collections = useProjectCollections(projectId);
  const form = useForm<AlertRuleValues>({
    initialValues: rule ? valuesOf(rule) : INITIAL,
    validate: schemaResolver(NewAlertRule, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    const trimmed = { ...values, name: values.name.trim() };
    const saved = (stored: AlertRule) => {
      if (!rule) form.reset();
      showToast(`Alert rule "${stored.name}" ${rule ? 'saved' : 'added'}.`);
      onSaved?.();
    };
    if (rule) changing.mutate({ id: rule.id, change: trimmed }, { onSuccess: saved });
    else creating.mutate(trimmed, { onSuccess: saved });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={rule ? `Edit the alert rule ${rule.name}` : 'Add an alert rule'}>
      <Stack maw={640}>
        <MutationError error={saving.error} fallback="The alert rule could not be saved. Please try again." />
        <TextInput label="Name" required placeholder="Impossible travel" {...form.getInputProps('name')} />
        <Checkbox.Group
          label="Reasons"
          description="The scoring rules whose flags it reacts to. None chosen: every reason."
          {...form.getInputProps('reasons')}
        >
          <Stack gap="xs" mt="xs">
            {PROTECTION_RULES.map((rule) => (
              <Checkbox key={rule} value={rule} label={PROTECTION_RULE_LABELS[rule]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <NumberInput
          label="Minimum score"
          description="A flagged scan's score, 1 to 100."
          min={1}
          max={100}
          allowDecimal={false}
          {...form.getInputProps('minScore')}
        />
        <Checkbox.Group
          label="Collections"
          description="None chosen: every collection, those added later too."
          {...form.getInputProps('collectionIds')}
        >
          <Stack gap="xs" mt="xs">
            {collections.data?.map((collection) => (
              <Checkbox key={collection.id} value={collection.id} label={collection.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label="Email to"
          description="Members of the project to email; none chosen: no email."
          {...form.getInputProps('recipientIds')}
        >
          <Stack gap="xs" mt="xs">
            {members.isError && <Text size="sm">Failed to load the members. Please try again.</Text>}
            {members.data?.map((member) => (
              <Checkbox key={member.id} value={member.id} label={memberLabel(member)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label="Email frequency"
          data={ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: ALERT_FREQUENCY_LABELS[frequency] }))}
          allowDeselect={false}
          {...form.getInputProps('frequency')}
        />
        <Checkbox
          label="Send scan.flagged to the project's webhooks that subscribe to it"
          {...form.getInputProps('webhooks', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={saving.isPending}>
            {rule ? 'Save alert rule' : 'Add alert rule'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
