import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { firstIssue, FormError } from 'shared';
import { createView, createViewSchema, type CreateViewInput } from './api/create-view';
import type { ResultView } from './types';

export interface CreateViewDialogProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (view: ResultView) => void;
  /** The mutation; tests pass a typed fake instead of mocking HTTP. */
  create?: typeof createView;
}

const field = (key: keyof typeof createViewSchema.entries) => (value: unknown) =>
  firstIssue(createViewSchema.entries[key], value);

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The result view could not be created.';
}

/** 001 §5: a new result view needs a name and a description; the API fills in placeholder content. */
export function CreateViewDialog({
  projectId,
  opened,
  onClose,
  onCreated,
  create = createView,
}: CreateViewDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateViewInput>({
    initialValues: { name: '', description: '' },
    validate: { name: field('name'), description: field('description') },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const view = await create(projectId, values);
      form.reset();
      onCreated(view);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Create result view" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={failure} />
          <TextInput label="Name" required data-autofocus maxLength={100} {...form.getInputProps('name')} />
          <Textarea label="Description" required rows={4} maxLength={500} {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
