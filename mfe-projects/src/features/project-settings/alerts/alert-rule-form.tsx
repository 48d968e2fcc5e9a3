import { Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MutationError, showToast, useProjectCollections } from 'shared';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, NewAlertRule, type AlertFrequency } from 'shared/contracts/alerts';
import { PROTECTION_RULE_LABELS, PROTECTION_RULES, type ProtectionRule } from 'shared/contracts/protection';
import { useMembers } from '../../../api/project-members';
import { useCreateAlertRule } from './alerts-api';

interface AlertRuleValues {
  name: string;
  reasons: ProtectionRule[];
  minScore: number;
  collectionIds: string[];
  recipientIds: string[];
  frequency: AlertFrequency;
  webhooks: boolean;
}

const INITIAL: AlertRuleValues = {
  name: '',
  reasons: [],
  minScore: 1,
  collectionIds: [],
  recipientIds: [],
  frequency: 'immediately',
  webhooks: false,
};

const memberLabel = (member: { email: string; first_name: string | null; last_name: string }) => {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  return name ? `${name} (${member.email})` : member.email;
};

/** Adds an alert rule; the contract checks it before the API does, which also checks that it has a channel. */
export function AlertRuleForm({ projectId }: { projectId: string }) {
  const creating = useCreateAlertRule(projectId);
  const members = useMembers(projectId);
  const collections = useProjectCollections(projectId);
  const form = useForm<AlertRuleValues>({
    initialValues: INITIAL,
    validate: schemaResolver(NewAlertRule, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    creating.mutate(
      { ...values, name: values.name.trim() },
      {
        onSuccess: (rule) => {
          form.reset();
          showToast(`Alert rule "${rule.name}" added.`);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add an alert rule">
      <Stack maw={640}>
        <MutationError error={creating.error} fallback="The alert rule could not be added. Please try again." />
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
          <Button type="submit" loading={creating.isPending}>
            Add alert rule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
