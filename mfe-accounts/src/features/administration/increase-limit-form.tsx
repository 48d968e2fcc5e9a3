import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Company, firstIssue, formatCount, MutationError, showToast } from 'shared';
import { limitAmountSchema, limitChangeText, newLimit, useChangeCompanyLimit } from './change-company-limit';

/**
 * 000 §5 'Increase Limit': the amount is added to the current limit; a negative amount lowers it. The
 * preview shows only for an amount the form accepts.
 */
export function IncreaseLimitForm({ company }: { company: Company }) {
  const change = useChangeCompanyLimit();
  const form = useForm({
    initialValues: { amount: '' },
    // Checked while typing, so a limit the server would refuse is never previewed as if it would be set.
    validateInputOnChange: true,
    validate: { amount: (value) => firstIssue(limitAmountSchema(company), value) },
  });
  const amount = form.values.amount;
  const preview =
    firstIssue(limitAmountSchema(company), amount) === null ? limitChangeText(company.max_fingerprints, amount) : null;
  const submit = form.onSubmit(({ amount }) =>
    change.mutate(
      { companyId: company.id, limit: newLimit(company.max_fingerprints, amount) },
      {
        onSuccess: (changed) => {
          showToast(`${company.name} may now order up to ${formatCount(changed.max_fingerprints)} Smart Fingerprints.`);
          form.reset();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <MutationError error={change.error} fallback="The limit could not be changed. Please try again." />
        <Group align="flex-end">
          <TextInput
            label="Increase Limit"
            description="The amount to add; a negative amount lowers the limit."
            required
            inputMode="numeric"
            {...form.getInputProps('amount')}
          />
          <Button type="submit" loading={change.isPending}>
            Change limit
          </Button>
        </Group>
        <Text size="sm" aria-live="polite" mih={20}>
          {preview}
        </Text>
      </Stack>
    </form>
  );
}
