import { Box, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, formatCount, LoadingStatus, useProjectCollections } from 'shared';
import { paths } from 'shared/routes';
import { FrameLoadError } from './frame-load-error';
import { COLLECTION_NOT_FOUND, FrameNotFound, isMissing } from './frame-not-found';
import { SideNavLink } from './side-nav-link';

const tabs = [
  [paths.orders, 'Smart Fingerprint Orders'],
  [paths.tagDownload, 'Download Fingerprints'],
  [paths.metadata, 'Metadata'],
  [paths.customAttributes, 'Custom Attributes (new)'],
  [paths.collectionResultViews, 'Result views'],
  [paths.printQuality, 'Print quality'],
] as const;

function HeaderFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function loadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'You do not have access to this collection.';
  return 'The collection could not be loaded.';
}

/** What the collection frame, and the project frame around it, say when either is missing (000 §2). */
export const COLLECTION_MISSING = { title: COLLECTION_NOT_FOUND, linkLabel: 'Go back' };

/**
 * 000 §2: header (name, id, total fingerprints) and side navigation. 'Collection not found.' when the
 * project's collections loaded without it, or the project is missing (404, or 400 for a malformed id);
 * any other failure says so with a retry.
 */
export function CollectionFrame({ children }: { children: ReactNode }) {
  const { projectId = '', collectionId = '' } = useParams();
  const collections = useProjectCollections(projectId);
  const collection = collections.data?.find((candidate) => candidate.id === collectionId);
  if (!collection && collections.isError && !isMissing(collections.error)) {
    return <FrameLoadError title={loadFailure(collections.error)} onRetry={() => void collections.refetch()} />;
  }
  if (collections.isPending) return <LoadingStatus label="Loading collection" />;
  if (!collection) return <FrameNotFound {...COLLECTION_MISSING} />;
  return (
    <Stack>
      <Paper withBorder p="md">
        <Group gap="xl">
          <HeaderFact label="Collection Name" value={collection.name} />
          <HeaderFact label="Collection ID" value={collection.id} />
          <HeaderFact label="Total Smart Fingerprints" value={formatCount(collection.tagCount)} />
        </Group>
      </Paper>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Box component="nav" aria-label="Collection">
            {tabs.map(([pathOf, label]) => (
              <SideNavLink key={label} to={pathOf(projectId, collectionId)} label={label} />
            ))}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>{children}</Grid.Col>
      </Grid>
    </Stack>
  );
}
