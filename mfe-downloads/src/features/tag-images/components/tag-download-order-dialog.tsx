import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useId } from 'react';
import { useProjectCollections } from 'shared';
import { OrderCollectionsTable } from './order-collections-table';
import {
  initialTagDownloadOrderForm,
  orderTagDownloads,
  tagDownloadOrderSchema,
  type TagDownloadOrderForm,
  type TagDownloadPlan,
} from '../order-tag-downloads';
import { TagImageOptions } from './tag-image-options';

export const NOTHING_TO_DOWNLOAD = 'The selected collections hold no fingerprints yet.';

interface TagDownloadOrderDialogProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  onOrdered: (plan: TagDownloadPlan) => void;
}

/** 'Start New Tag Download': the choices of 001 §2, turned into queued jobs on Order. */
export function TagDownloadOrderDialog({ projectId, opened, onClose, onOrdered }: TagDownloadOrderDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Start New Tag Download"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so each opening starts from the defaults and fresh tag counts. */}
      <TagDownloadOrderFormBody projectId={projectId} onCancel={onClose} onOrdered={onOrdered} />
    </Modal>
  );
}

function TagDownloadOrderFormBody({
  projectId,
  onCancel,
  onOrdered,
}: Pick<TagDownloadOrderDialogProps, 'projectId' | 'onOrdered'> & { onCancel: () => void }) {
  const collections = useProjectCollections(projectId, { fresh: true });
  const collectionsLabelId = useId();
  const form = useForm<TagDownloadOrderForm>({
    initialValues: initialTagDownloadOrderForm,
    validate: schemaResolver(tagDownloadOrderSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const plan = orderTagDownloads(projectId, values, collections.data ?? []);
    if (plan.jobs.length === 0) {
      form.setFieldError('collectionIds', NOTHING_TO_DOWNLOAD);
      return;
    }
    onOrdered(plan);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TagImageOptions form={form} projectId={projectId} />
        <Stack gap="xs">
          <Text fw={500} size="sm" id={collectionsLabelId}>
            Collections
          </Text>
          <OrderCollectionsTable
            projectId={projectId}
            labelledBy={collectionsLabelId}
            collections={collections}
            selectedIds={form.values.collectionIds}
            onSelectedIdsChange={(ids) => form.setFieldValue('collectionIds', ids)}
            error={typeof form.errors.collectionIds === 'string' ? form.errors.collectionIds : undefined}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Order</Button>
        </Group>
      </Stack>
    </form>
  );
}
