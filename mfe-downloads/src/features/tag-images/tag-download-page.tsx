import { Alert, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingPanel, queryState, useProjectCollections, type Collection } from 'shared';
import * as v from 'valibot';
import { useRunTagDownloads } from './hooks/run-tag-downloads';
import { tagDownloadQueue, useTagDownloadQueue } from './tag-download-queue-store';
import { TagImageOptions } from './components/tag-image-options';
import { TagJobsTable } from './components/tag-jobs-table';
import {
  collectionTagDownloadSchema,
  initialCollectionTagDownloadForm,
  planCollectionJobs,
  type CollectionTagDownloadForm,
} from './collection-tag-download';

/** After a successful queue (000 §4). */
export const QUEUED_BANNER = "Your download was queued. Click 'Prepare All' to make the files.";

function TagDownloadForm({
  projectId,
  collection,
  onQueued,
}: {
  projectId: string;
  collection: Collection;
  onQueued: () => void;
}) {
  const schema = collectionTagDownloadSchema(collection);
  const form = useForm<CollectionTagDownloadForm>({
    initialValues: initialCollectionTagDownloadForm(collection),
    validate: schemaResolver(schema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    tagDownloadQueue(projectId)
      .getState()
      .enqueue(planCollectionJobs(projectId, collection, v.parse(schema, values)));
    onQueued();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TagImageOptions form={form} projectId={projectId} />
        <Group grow align="flex-start">
          <NumberInput
            label="Number of tags"
            withAsterisk
            allowDecimal={false}
            thousandSeparator=","
            {...form.getInputProps('numberOfTags')}
          />
          <NumberInput
            label="Index of first tag"
            withAsterisk
            allowDecimal={false}
            thousandSeparator=","
            {...form.getInputProps('firstIndex')}
          />
        </Group>
        <TextInput
          label="File name prefix"
          description="Archives are named {prefix}-{n}-of-{total}.zip."
          withAsterisk
          {...form.getInputProps('fileNamePrefix')}
        />
        <Group>
          <Button type="submit">Queue download</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Collection /download (000 §2, §5): tag image archives of this collection, made in the browser. */
export default function TagDownloadPage() {
  const { projectId = '', collectionId = '' } = useParams();
  const collections = useProjectCollections(projectId, { fresh: true });
  const collection = collections.data?.find((candidate) => candidate.id === collectionId);
  const jobs = useTagDownloadQueue(projectId, (state) => state.jobs).filter((job) => job.collectionId === collectionId);
  const hydrated = useTagDownloadQueue(projectId, (state) => state.hydrated);
  const { run, running } = useRunTagDownloads(projectId);
  const [queued, setQueued] = useState(false);
  const ready = jobs.some((job) => job.status === 'queued' && job.tagsComplete === 0);
  // The banner tells what to do next, so it goes once nothing of this collection waits for 'Prepare All'.
  const waiting = jobs.some((job) => job.status === 'queued');

  return (
    <Stack gap="lg">
      <Title order={1}>Download Fingerprints</Title>
      <Text size="sm">
        Tag files are drawn here, in your browser, and zipped with a manifest of their tags and checksums. Queue a
        download, then click 'Prepare All'; each archive gets a Download button when it is ready.
      </Text>
      <LoadingPanel {...queryState(collections)} errorText="Failed to load the collection. Please try again.">
        {collection && (
          <TagDownloadForm
            key={collection.id}
            projectId={projectId}
            collection={collection}
            onQueued={() => setQueued(true)}
          />
        )}
      </LoadingPanel>
      {queued && waiting && (
        <Alert color="blue" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setQueued(false)}>
          {QUEUED_BANNER}
        </Alert>
      )}
      <Stack component="section" aria-labelledby="collection-downloads-title" gap="sm">
        <Title order={2} size="h3" id="collection-downloads-title">
          Downloads
        </Title>
        {ready && (
          <Group>
            <Button
              loading={running}
              onClick={() =>
                void run({
                  which: (job) => job.collectionId === collectionId && job.tagsComplete === 0,
                  saveWhenDone: false,
                })
              }
            >
              Prepare All
            </Button>
          </Group>
        )}
        <LoadingPanel
          isLoading={!hydrated}
          isEmpty={jobs.length === 0}
          emptyText="No downloads of this collection yet."
        >
          <TagJobsTable projectId={projectId} jobs={jobs} />
        </LoadingPanel>
      </Stack>
    </Stack>
  );
}
