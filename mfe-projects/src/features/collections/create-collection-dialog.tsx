import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { firstIssue, FormActions, MutationError, showToast } from 'shared';
import { paths } from 'shared/routes';
import { collectionNameSchema, createCollection, useCreateCollection } from './create-collection';

export interface CreateCollectionDialogProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  create?: typeof createCollection;
}

export function CreateCollectionDialog({ projectId, opened, onClose, create }: CreateCollectionDialogProps) {
  const creation = useCreateCollection(projectId, create);
  const form = useForm({
    initialValues: { collectionName: '' },
    validate: { collectionName: (value) => firstIssue(collectionNameSchema, value) },
  });
  const close = () => {
    form.reset();
    creation.reset();
    onClose();
  };
  const navigate = useNavigate();
  // Confirm, then open the new collection on its orders, where its first Smart Fingerprints are ordered.
  const submit = form.onSubmit(({ collectionName }) =>
    creation.mutate(collectionName, {
      onSuccess: (collection) => {
        close();
        showToast(`Collection "${collection.name}" created.`);
        navigate(paths.orders(projectId, collection.id));
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Create collection" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <MutationError error={creation.error} fallback="The collection could not be created. Please try again." />
          <TextInput
            label="Collection name"
            required
            maxLength={255}
            data-autofocus
            {...form.getInputProps('collectionName')}
          />
          <FormActions submitLabel="Create" busy={creation.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
