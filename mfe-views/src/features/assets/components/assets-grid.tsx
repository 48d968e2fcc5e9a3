import { absoluteAssetUrl } from 'shared';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { Asset } from '../../../components/asset-picker/asset-types';
import { CopyUrlButton } from './copy-url-button';

/** 001 §2: 4 per row, each with its image, name and a copy-URL button. */
export function AssetsGrid({ assets }: { assets: Asset[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" role="list" aria-label="Assets">
      {assets.map((asset) => (
        <Card key={asset.id} withBorder padding="sm" role="listitem">
          <Card.Section>
            <img
              src={absoluteAssetUrl(asset.formats.small.url)}
              alt={asset.name}
              loading="lazy"
              style={{ display: 'block', width: '100%', height: 160, objectFit: 'contain', background: '#f1f3f5' }}
            />
          </Card.Section>
          <Group justify="space-between" wrap="nowrap" mt="xs" gap="xs">
            <Text size="sm" fw={500} truncate="end" title={asset.name}>
              {asset.name}
            </Text>
            <CopyUrlButton url={absoluteAssetUrl(asset.url)} name={asset.name} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
