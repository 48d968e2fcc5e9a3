import { Button, Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MutationError, showToast } from 'shared';
import {
  PROTECTION_RULE_LABELS,
  PROTECTION_RULES,
  PROTECTION_WINDOW_DAYS,
  ProtectionRules,
  type ProtectionRule,
} from 'shared/contracts/protection';
import { useSaveProtectionRules } from './protection-api';

type NumberKey = 'maxSpeedKmh' | 'minDistanceKm' | 'maxScans' | 'maxSessions' | 'minFailures';

/** What each rule flags, and the numbers it is tuned by. */
const RULES: Record<ProtectionRule, { flags: string; numbers: { key: NumberKey; label: string }[] }> = {
  impossibleTravel: {
    flags: 'Two scans of one tag farther apart than a traveller could go in the time between them.',
    numbers: [
      { key: 'maxSpeedKmh', label: 'Fastest believable speed (km/h)' },
      { key: 'minDistanceKm', label: 'Ignore distances under (km)' },
    ],
  },
  tooManyScans: {
    flags: `More scans of one tag in ${PROTECTION_WINDOW_DAYS} days, or more distinct scanner sessions, than a genuine product gets.`,
    numbers: [
      { key: 'maxScans', label: `Scans in ${PROTECTION_WINDOW_DAYS} days, at most` },
      { key: 'maxSessions', label: 'Distinct scanner sessions, at most' },
    ],
  },
  outsideMarket: {
    flags: "A scan in a country outside its collection's markets (a collection without markets is never flagged).",
    numbers: [],
  },
  tagStatus: { flags: 'A scan of a tag that is inactive or blacklisted.', numbers: [] },
  matchFailures: {
    flags: `Repeated failed matches of one tag within ${PROTECTION_WINDOW_DAYS} days.`,
    numbers: [{ key: 'minFailures', label: 'Failed matches that flag, from' }],
  },
};

export interface RulesFormProps {
  projectId: string;
  rules: ProtectionRules;
  /** Without project:update the rules are shown, not changed. */
  canChange: boolean;
}

/** Each rule on or off, its numbers, and whether it blacklists the tags it flags; checked with the contract. */
export function RulesForm({ projectId, rules, canChange }: RulesFormProps) {
  const saving = useSaveProtectionRules(projectId);
  const form = useForm<ProtectionRules>({
    initialValues: rules,
    validate: schemaResolver(ProtectionRules, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    saving.mutate(values, {
      onSuccess: (settings) => {
        form.setValues(settings.rules);
        form.resetDirty(settings.rules);
        showToast(`Protection rules saved (rule set version ${settings.ruleSetVersion}).`);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Protection rules">
      <Stack maw={720}>
        <MutationError error={saving.error} fallback="The rules could not be saved. Please try again." />
        {PROTECTION_RULES.map((rule) => (
          <Fieldset key={rule} legend={PROTECTION_RULE_LABELS[rule]} disabled={!canChange}>
            <Stack gap="sm">
              <Text size="sm">{RULES[rule].flags}</Text>
              <Group>
                <Switch label="On" {...form.getInputProps(`${rule}.enabled`, { type: 'checkbox' })} />
                <Checkbox
                  label="Blacklist the tag automatically"
                  {...form.getInputProps(`${rule}.autoBlacklist`, { type: 'checkbox' })}
                />
              </Group>
              {RULES[rule].numbers.length > 0 && (
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  {RULES[rule].numbers.map(({ key, label }) => (
                    <NumberInput
                      key={key}
                      label={label}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      required
                      {...form.getInputProps(`${rule}.${key}`)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Fieldset>
        ))}
        {canChange ? (
          <Group>
            <Button type="submit" loading={saving.isPending} disabled={!form.isDirty()}>
              Save rules
            </Button>
          </Group>
        ) : (
          <Text size="sm">Only the project&apos;s Administrators can change the rules.</Text>
        )}
      </Stack>
    </form>
  );
}
