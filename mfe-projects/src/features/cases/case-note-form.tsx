import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstIssue, MutationError } from 'shared';
import { CaseNoteBody } from 'shared/contracts/cases';
import { useAddCaseNote } from './cases-api';

/** Adds a note to the case; the form empties once the note is kept. */
export function CaseNoteForm({ projectId, caseId }: { projectId: string; caseId: string }) {
  const adding = useAddCaseNote(projectId, caseId);
  const form = useForm({
    initialValues: { note: '' },
    validate: { note: (value) => firstIssue(CaseNoteBody.entries.note, value) },
  });
  const submit = form.onSubmit(({ note }) => adding.mutate({ note: note.trim() }, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <Stack maw={640}>
        <MutationError error={adding.error} fallback="The note could not be added. Please try again." />
        <Textarea label="Note" autosize minRows={3} {...form.getInputProps('note')} />
        <Group>
          <Button type="submit" loading={adding.isPending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
