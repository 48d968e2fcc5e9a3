import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { asOptions, firstIssue, MutationError } from 'shared';
import {
  CASE_RESOLUTION_LABELS,
  CASE_STATUS_LABELS,
  CaseChangeBody,
  type Case,
  type CaseResolution,
} from 'shared/contracts/cases';
import { useMembers } from '../../api/project-members';
import { memberName } from './case-filters';
import { useChangeCase } from './cases-api';

const OPEN_STATUSES = { open: CASE_STATUS_LABELS.open, investigating: CASE_STATUS_LABELS.investigating };

/** Status (while not closed) and assignee; a newly assigned member is emailed by the API. */
function StatusAndAssignee({ projectId, item }: { projectId: string; item: Case }) {
  const saving = useChangeCase(projectId, item.id);
  const members = useMembers(projectId);
  const form = useForm({
    initialValues: { status: item.status === 'closed' ? 'open' : item.status, assigneeId: item.assignee?.id ?? '' },
  });
  const submit = form.onSubmit(({ status, assigneeId }) =>
    saving.mutate({
      ...(item.status !== 'closed' && status !== item.status && { status }),
      ...((assigneeId || null) !== (item.assignee?.id ?? null) && { assigneeId: assigneeId || null }),
    }),
  );
  const unchanged =
    (item.status === 'closed' || form.values.status === item.status) &&
    (form.values.assigneeId || null) === (item.assignee?.id ?? null);
  return (
    <form onSubmit={submit} noValidate aria-label="Status and assignee">
      <Stack maw={480}>
        <MutationError error={saving.error} fallback="The case could not be saved. Please try again." />
        {item.status !== 'closed' && (
          <Select
            label="Status"
            allowDeselect={false}
            data={asOptions(OPEN_STATUSES)}
            {...form.getInputProps('status')}
          />
        )}
        <Select
          label="Assignee"
          placeholder="Nobody"
          clearable
          searchable
          data={(members.data ?? []).map((member) => ({ value: member.id, label: memberName(member) }))}
          {...form.getInputProps('assigneeId')}
          onChange={(value) => form.setFieldValue('assigneeId', value ?? '')}
        />
        <Group>
          <Button type="submit" loading={saving.isPending} disabled={unchanged}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CloseValues {
  resolution: CaseResolution | '';
  blacklistTag: boolean;
}

/** Closing needs a resolution; a confirmed counterfeit may blacklist the tag in the same step. */
function CloseCase({ projectId, item, canBlacklist }: { projectId: string; item: Case; canBlacklist: boolean }) {
  const saving = useChangeCase(projectId, item.id);
  const form = useForm<CloseValues>({
    initialValues: { resolution: '', blacklistTag: false },
    validate: {
      resolution: (value) => (value ? null : 'Choose how the case ends.'),
      blacklistTag: (value, values) =>
        firstIssue(CaseChangeBody, {
          status: 'closed',
          resolution: values.resolution || undefined,
          blacklistTag: value,
        }),
    },
  });
  const counterfeit = form.values.resolution === 'confirmed_counterfeit';
  const submit = form.onSubmit(({ resolution, blacklistTag }) =>
    saving.mutate({
      status: 'closed',
      resolution: resolution as CaseResolution,
      ...(counterfeit && blacklistTag && { blacklistTag: true }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Close the case">
      <Stack maw={480}>
        <MutationError error={saving.error} fallback="The case could not be closed. Please try again." />
        <Select
          label="Resolution"
          required
          data={asOptions(CASE_RESOLUTION_LABELS)}
          {...form.getInputProps('resolution')}
        />
        {counterfeit && canBlacklist && (
          <Checkbox
            label="Also blacklist the tag (reason: counterfeit seen)"
            {...form.getInputProps('blacklistTag', { type: 'checkbox' })}
          />
        )}
        <Group>
          <Button type="submit" color="red" loading={saving.isPending}>
            {counterfeit ? 'Close as confirmed counterfeit' : 'Close case'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Reopen({ projectId, item }: { projectId: string; item: Case }) {
  const saving = useChangeCase(projectId, item.id);
  return (
    <Stack maw={480} gap="xs">
      <MutationError error={saving.error} fallback="The case could not be reopened. Please try again." />
      <Text size="sm">A closed case can be opened again while its tag has no other open case.</Text>
      <Group>
        <Button variant="light" loading={saving.isPending} onClick={() => saving.mutate({ status: 'open' })}>
          Reopen case
        </Button>
      </Group>
    </Stack>
  );
}

/** What a member with case:update may do; each form starts afresh from the case as it is now (keyed by the page). */
export function CaseActions({
  projectId,
  item,
  canBlacklist,
}: {
  projectId: string;
  item: Case;
  canBlacklist: boolean;
}) {
  return (
    <Stack>
      <StatusAndAssignee projectId={projectId} item={item} />
      {item.status === 'closed' ? (
        <Reopen projectId={projectId} item={item} />
      ) : (
        <CloseCase projectId={projectId} item={item} canBlacklist={canBlacklist} />
      )}
    </Stack>
  );
}
