import { Anchor, Box, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useProjectCollections } from 'shared';
import { SideNavLink } from './side-nav-link';

const tabs = [
  ['fingerprints', 'Smart Fingerprint Orders'],
  ['download', 'Download Fingerprints'],
  ['metadata', 'Metadata'],
  ['custom-attributes', 'Custom Attributes (new)'],
  ['result-views', 'Result views'],
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

/** 000 §2: header (name, id, total fingerprints) and side navigation; 'Collection not found.' otherwise. */
export function CollectionFrame({ children }: { children: ReactNode }) {
  const { projectId = '', collectionId = '' } = useParams();
  const collections = useProjectCollections(projectId);
  const collection = collections.data?.find((candidate) => candidate.id === collectionId);
  if (collections.isLoading && !collection) {
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
