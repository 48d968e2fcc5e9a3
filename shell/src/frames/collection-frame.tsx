import { Anchor, Box, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, useProjectCollections } from 'shared';
import { FrameLoadError } from './frame-load-error';
import { SideNavLink } from './side-nav-link';

const tabs = [
  ['fingerprints', 'Smart Fingerprint Orders'],
  ['download', 'Download Fingerprints'],
  ['metadata', 'Metadata'],
  ['custom-attributes', 'Custom Attributes (new)'],
  ['result-views', 'Result views'],
  ['print-quality', 'Print quality'],
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

/**
 * 000 §2: header (name, id, total fingerprints) and side navigation. 'Collection not found.' only when
 * the project's collections loaded without it; a failed load says so with a retry.
 */
export function CollectionFrame({ children }: { children: ReactNode }) {
  const { projectId = '', collectionId = '' } = useParams();
  const collections = useProjectCollections(projectId);
  const collection = collections.data?.find((candidate) => candidate.id === collectionId);
  if (!collection && collections.isError) {
    return <FrameLoadError title={loadFailure(collections.error)} onRetry={() => void collections.refetch()} />;
  }
  if (collections.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading collection" />
      </Center>
    );
  }
  if (!collection) {
    return (
      <Stack align="flex-start">
        <Title order={1}>Collection not found.</Title>
        <Anchor component={Link} to="/projects">
          Go back
        </Anchor>
      </Stack>
    );
  }
  const base = `/projects/${projectId}/collections/${collectionId}`;
  return (
    <Stack>
      <Paper withBorder p="md">
        <Group gap="xl">
          <HeaderFact label="Collection Name" value={collection.name} />
          <HeaderFact label="Collection ID" value={collection.id} />
          <HeaderFact label="Total Smart Fingerprints" value={collection.tagCount.toLocaleString('en')} />
        </Group>
      </Paper>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Box component="nav" aria-label="Collection">
            {tabs.map(([path, label]) => (
              <SideNavLink key={path} to={`${base}/${path}`} label={label} />
            ))}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>{children}</Grid.Col>
      </Grid>
    </Stack>
  );
}
