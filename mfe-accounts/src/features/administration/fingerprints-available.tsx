import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatCount } from 'shared';

/** 000 §2: the active count out of the limit, with a bar of count divided by limit. */
export function FingerprintsAvailable({ count, limit }: { count: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, (count / limit) * 100) : count > 0 ? 100 : 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Fingerprints Available
        </Title>
        <Text fw={600}>
          {formatCount(count)} of {formatCount(limit)}
        </Text>
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={Math.round(percent * 10) / 10} aria-label="Fingerprints used of the limit" />
      </Progress.Root>
    </Stack>
  );
}
