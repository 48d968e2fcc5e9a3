import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import {
  BLACKLIST_REASON_LABELS,
  MAX_STATUS_NOTE_LENGTH,
  TAG_STATUS_LABELS,
  type BlacklistReason,
  type TagStatus,
} from '../contracts/tag-status';
import { MutationError } from '../ui/form-error';
import { asOptions } from '../ui/select-options';
import { firstIssue } from '../validation/credentials';
import { useSetTagStatus } from './tag-status-api';

export const noteSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_STATUS_NOTE_LENGTH, `Keep the note to ${MAX_STATUS_NOTE_LENGTH.toLocaleString('en')} characters.`),
);
export const reasonSchema = v.pipe(v.string(), v.nonEmpty('Choose why the tag is blacklisted.'));

interface Values {
  status: TagStatus;
  reason: BlacklistReason | '';
  note: string;
}

/**
 * Sets the tag's status; blacklisting asks why. Used by the tag page and TED's Scan Details, which remount it
 * (keyed by status) once the new status is read back, so it starts afresh at the tag's current status.
 */
export function TagStatusForm({ projectId, tagId, status }: { projectId: string; tagId: string; status: TagStatus }) {
  const saving = useSetTagStatus(projectId, tagId);
  const form = useForm<Values>({
    initialValues: { status, reason: '', note: '' },
    validate: {
      reason: (value, values) => (values.status === 'blacklisted' ? firstIssue(reasonSchema, value) : null),
      note: (value) => firstIssue(noteSchema, value),
    },
  });
  const submit = form.onSubmit(({ status: next, reason, note }) =>
    saving.mutate({ status: next, note, reason: next === 'blacklisted' ? reason || undefined : undefined }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change status">
      <Stack maw={480}>
        <MutationError error={saving.error} fallback="The status could not be changed. Please try again." />
        <Select
          label="Status"
          allowDeselect={false}
          data={asOptions(TAG_STATUS_LABELS)}
          {...form.getInputProps('status')}
        />
        {form.values.status === 'blacklisted' && (
          <Select label="Reason" required data={asOptions(BLACKLIST_REASON_LABELS)} {...form.getInputProps('reason')} />
        )}
        <Textarea label="Note" rows={3} {...form.getInputProps('note')} />
        <Group>
          <Button type="submit" loading={saving.isPending} disabled={form.values.status === status}>
            Save status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
