import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCount, formatDateTime, plural } from 'shared';
import { placeName, scanImages, scannerName, statusColor, statusLabel } from '../../../lib/scan-labels';
import { STATUS_FILTERS } from '../../../lib/ted-filters';
import type { TedSession } from 'shared/contracts/ted';
import { CardButton } from '../../../components/card-button';
import { ScanImage } from '../../../components/scan-image';

/** 001 §2 SESSION VIEW: a session's first four scan images, '+ N more', and how many scans ended how. */
export function SessionCard({ session, onOpen }: { session: TedSession; onOpen: () => void }) {
  const first = session.firstScans[0]!;
  const date = formatDateTime(session.startedAt);
  const more = session.scanCount - session.firstScans.length;
  const scans = plural(session.scanCount, 'scan');
  return (
    <Card withBorder padding={0} component="article" aria-label={`Session of ${date}`} data-testid="ted-session-card">
      <CardButton onOpen={onOpen}>
        <SimpleGrid cols={4} spacing={2}>
          {session.firstScans.map((scan, index) => (
            <ScanImage
              key={scan.id}
              url={scanImages(scan.detectData)?.imageIn ?? null}
              alt={`Scan ${index + 1} of the session`}
              height={72}
              missingText="No image"
            />
          ))}
        </SimpleGrid>
        <Stack gap={4} p="sm">
          {more > 0 && (
            <Text size="sm" fw={600} data-testid="ted-session-more">
              + {formatCount(more)} more
            </Text>
          )}
          <Text size="sm" fw={600}>
            {date} · {scans}
          </Text>
          <Text size="sm">
            {placeName(first.city)}, {placeName(first.country)}
          </Text>
          <Text size="sm">
            Scanner: {scannerName(first.clientAgent)} · {first.projectName}
          </Text>
          <Group gap={6} mt={4}>
            {STATUS_FILTERS.filter((status) => session.statusCounts[status] > 0).map((status) => (
              <Badge key={status} color={statusColor(status)} data-testid="ted-session-count" data-status={status}>
                {session.statusCounts[status]} {statusLabel(status)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </CardButton>
    </Card>
  );
}
