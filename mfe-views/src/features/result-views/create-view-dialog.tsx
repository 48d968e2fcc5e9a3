import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstIssue, FormActions, MutationError } from 'shared';
import { createView, createViewSchema, useCreateView, type CreateViewInput } from './api/create-view';
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

/** 001 §5: a new result view needs a name and a description; the API fills in placeholder content. */
export function CreateViewDialog({
  projectId,
  opened,
  onClose,
  onCreated,
  create = createView,
}: CreateViewDialogProps) {
  const creation = useCreateView(projectId, create);
  const form = useForm<CreateViewInput>({
    initialValues: { name: '', description: '' },
    validate: { name: field('name'), description: field('description') },
  });

  const close = () => {
    form.reset();
    creation.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    creation.mutate(values, {
      onSuccess: (view) => {
        form.reset();
        onCreated(view);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Create result view" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <MutationError error={creation.error} fallback="The result view could not be created. Please try again." />
          <TextInput label="Name" required data-autofocus maxLength={100} {...form.getInputProps('name')} />
          <Textarea label="Description" required rows={4} maxLength={500} {...form.getInputProps('description')} />
          <FormActions submitLabel="Create" busy={creation.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
