import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingPanel, projectPermissions, useMyProject, useProjectCollections } from 'shared';
import type { TagDataKind } from 'shared/contracts/tag-data';
import { TagDataDownloadForm } from './tag-data-download-form';
import { TagDataJobsTable } from './tag-data-jobs-table';
import { TagDataUpload } from './tag-data-upload';

export interface TagDataPageProps {
  kind: TagDataKind;
  title: string;
  /** What the upload's CSV holds, in the user's words. */
  uploadHelp: ReactNode;
}

const NOUN: Record<TagDataKind, string> = { metadata: 'metadata', 'custom-attributes': 'custom attributes' };

/** Shown instead of both forms: with no tags there is nothing to download and no tag an upload could name. */
export const noTagsYet = (kind: TagDataKind) =>
  `This collection has no tags yet. Once its Smart Fingerprints are ordered, their ${NOUN[kind]} can be downloaded and uploaded here.`;

/** Said where a person may not do something, so they know whom to ask. */
export const onlyAdministrators = (action: string) => `Only the project's Administrators can ${action}.`;

/**
 * A collection tab (000 §2): download its tags' data as zipped CSV files, and upload a CSV of it. Each
 * part shows only to callers whose project role holds its permission (tag:read, tag-data:create).
 */
export function TagDataPage({ kind, title, uploadHelp }: TagDataPageProps) {
  const { projectId = '', collectionId = '' } = useParams();
  const collections = useProjectCollections(projectId);
  const project = useMyProject(projectId);
  const collection = collections.data?.find((candidate) => candidate.id === collectionId);
  const permissions = projectPermissions(project.data);

  return (
    <Stack gap="xl">
      <Title order={1}>{title}</Title>
      <LoadingPanel
        isLoading={collections.isPending || project.isPending}
        error={collections.error ?? project.error}
        onRetry={() => void Promise.all([collections.refetch(), project.refetch()])}
        errorText="Failed to load the collection. Please try again."
        isEmpty={collection?.tagCount === 0}
        emptyText={noTagsYet(kind)}
      >
        {collection && (
          <Stack gap="xl">
            <Stack gap="sm" component="section" aria-labelledby="tag-data-download">
              <Title order={2} size="h3" id="tag-data-download">
                Download
              </Title>
              {permissions.has('tag:read') ? (
                <>
                  <Text size="sm">
                    Files are made in your browser: queue a download, then click 'Prepare All'. Each becomes a zip file
                    of one CSV with a row per tag.
                  </Text>
                  <TagDataDownloadForm kind={kind} projectId={projectId} collection={collection} />
                  <TagDataJobsTable kind={kind} projectId={projectId} collectionId={collectionId} />
                </>
              ) : (
                <Text size="sm">{onlyAdministrators(`download ${NOUN[kind]}`)}</Text>
              )}
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="tag-data-upload">
              <Title order={2} size="h3" id="tag-data-upload">
                Upload
              </Title>
              {permissions.has('tag-data:create') ? (
                <>
                  <Text size="sm">{uploadHelp}</Text>
                  <TagDataUpload kind={kind} projectId={projectId} collectionId={collectionId} />
                </>
              ) : (
                <Text size="sm">{onlyAdministrators(`upload ${NOUN[kind]}`)}</Text>
              )}
            </Stack>
          </Stack>
        )}
      </LoadingPanel>
    </Stack>
  );
}
