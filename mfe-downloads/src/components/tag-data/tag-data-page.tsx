import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingPanel, queryState, useProjectCollections } from 'shared';
import type { TagDataKind } from './parse-tag-data-csv';
import { TagDataDownloadForm } from './tag-data-download-form';
import { TagDataJobsTable } from './tag-data-jobs-table';
import { TagDataUpload } from './tag-data-upload';

export interface TagDataPageProps {
  kind: TagDataKind;
  title: string;
  /** What the upload's CSV holds, in the user's words. */
  uploadHelp: ReactNode;
}

/** A collection tab (000 §2): download its tags' data as zipped CSV files, and upload a CSV of it. */
export function TagDataPage({ kind, title, uploadHelp }: TagDataPageProps) {
  const { projectId = '', collectionId = '' } = useParams();
  const collections = useProjectCollections(projectId);
  const collection = collections.data?.find((candidate) => candidate.id === collectionId);

  return (
    <Stack gap="xl">
      <Title order={1}>{title}</Title>
      <Stack gap="sm" component="section" aria-labelledby="tag-data-download">
        <Title order={2} size="h3" id="tag-data-download">
          Download
        </Title>
        <Text size="sm">
          Files are made in your browser: queue a download, then click 'Prepare All'. Each becomes a zip file of one CSV
          with a row per tag.
        </Text>
        <LoadingPanel {...queryState(collections)} errorText="Failed to load the collection. Please try again.">
          {collection && <TagDataDownloadForm kind={kind} projectId={projectId} collection={collection} />}
        </LoadingPanel>
        <TagDataJobsTable kind={kind} projectId={projectId} collectionId={collectionId} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="tag-data-upload">
        <Title order={2} size="h3" id="tag-data-upload">
          Upload
        </Title>
        <Text size="sm">{uploadHelp}</Text>
        <TagDataUpload kind={kind} projectId={projectId} collectionId={collectionId} />
      </Stack>
    </Stack>
  );
}
