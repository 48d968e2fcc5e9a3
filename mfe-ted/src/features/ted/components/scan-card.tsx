import '@mantine/core/styles/Badge.css';
import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import {
  formatScanDate,
  matcherBadges,
  NEUTRAL_BADGE_COLOR,
  placeName,
  scannerName,
  statusColor,
  statusLabel,
  SUCCESS_BADGE_COLOR,
} from '../scan-labels';
import type { TedScanEvent } from '../types';

/** One scan of the single view (001 §2): image placeholder, when, where, scanner, status and matchers. */
export function ScanCard({ scan }: { scan: TedScanEvent }) {
  const date = formatScanDate(scan.createdAt);
  const place = `${placeName(scan.city)}, ${placeName(scan.country)}`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Scan of ${date}`} data-testid="ted-scan-card">
      <Card.Section>
        <Box
          role="img"
          aria-label={`No scan image for the scan of ${date}`}
          h={140}
          bg="gray.1"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Text size="sm" c="gray.7" aria-hidden>
            No image
          </Text>
        </Box>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={600}>
          {date}
        </Text>
        <Text size="sm">{place}</Text>
        <Text size="sm">
          Scanner: {scannerName(scan.clientAgent)}
          {scan.projectName ? ` · ${scan.projectName}` : ''}
        </Text>
        <Group gap={6} mt={4}>
          <Badge color={statusColor(scan.scanStatus)} data-testid="ted-status-badge">
            {statusLabel(scan.scanStatus)}
          </Badge>
        </Group>
        <Group gap={6}>
          {matcherBadges(scan.matchData).map(({ matcher, success }) => (
            <Badge
              key={matcher}
              variant="filled"
              color={success ? SUCCESS_BADGE_COLOR : NEUTRAL_BADGE_COLOR}
              data-success={success}
              title={`${matcher}: ${success ? 'matched' : 'not matched'}`}
            >
              {matcher}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
