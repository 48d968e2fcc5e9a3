import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstIssue, MutationError } from 'shared';
import { timeZoneSchema, TIME_ZONES, updateProjectSettings, useUpdateProjectSettings } from './update-project-settings';

export interface TimeZoneFormProps {
  projectId: string;
  timeZone: string;
  /** Without project:update the zone is shown, not changed. */
  canChange: boolean;
  update?: typeof updateProjectSettings;
}

/** The project's time zone: analytics count days in it, and their "today" is today there. */
export function TimeZoneForm({ projectId, timeZone, canChange, update }: TimeZoneFormProps) {
  const saving = useUpdateProjectSettings(projectId, update);
  const form = useForm({
    initialValues: { timeZone },
    validate: { timeZone: (value) => firstIssue(timeZoneSchema, value) },
  });
  const submit = form.onSubmit((values) =>
    saving.mutate(values, { onSuccess: (project) => form.resetDirty({ timeZone: project.timeZone }) }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Time zone">
      <Stack maw={480}>
        <MutationError error={saving.error} fallback="The time zone could not be saved. Please try again." />
        <Select
          label="Time zone"
          description="Analytics count scans by day in this zone, and 'today' on the dashboard is today here."
          searchable
          required
          disabled={!canChange}
          data={TIME_ZONES as string[]}
          {...form.getInputProps('timeZone')}
          onChange={(value) => form.setFieldValue('timeZone', value ?? '')}
        />
        {canChange ? (
          <Group>
            <Button type="submit" loading={saving.isPending} disabled={!form.isDirty()}>
              Save time zone
            </Button>
            {saving.isSuccess && !form.isDirty() && (
              <Text role="status" size="sm">
                Saved.
              </Text>
            )}
          </Group>
        ) : (
          <Text size="sm">Only the project's Administrators can change it.</Text>
        )}
      </Stack>
    </form>
  );
}
