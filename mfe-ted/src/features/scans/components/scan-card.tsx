import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  matcherBadges,
  NEUTRAL_BADGE_COLOR,
  placeName,
  scanImages,
  scannerName,
  statusColor,
  statusLabel,
  SUCCESS_BADGE_COLOR,
} from '../../../lib/scan-labels';
import { formatDateTime } from 'shared';
import type { TedScanEvent } from 'shared/contracts/ted';
import { CardButton } from '../../../components/card-button';
import { ScanImage } from '../../../components/scan-image';
import { ScannerIcon } from './scanner-icon';

/** One scan of the single view (001 §2): its image, when, where, scanner, status and matchers; opens Scan Details. */
export function ScanCard({ scan, onOpen }: { scan: TedScanEvent; onOpen: () => void }) {
  const date = formatDateTime(scan.createdAt);
  const place = `${placeName(scan.city)}, ${placeName(scan.country)}`;
  return (
    <Card withBorder padding={0} component="article" aria-label={`Scan of ${date}`} data-testid="ted-scan-card">
      <CardButton onOpen={onOpen}>
        <ScanImage
          url={scanImages(scan.detectData)?.imageIn ?? null}
          alt="Scan image"
          height={160}
          missingText="No scan image"
        />
        <Stack gap={4} p="sm">
          <Text size="sm" fw={600}>
            {date}
          </Text>
          <Text size="sm">{place}</Text>
          <Group gap={6} wrap="nowrap">
            <ScannerIcon agent={scan.clientAgent} />
            <Text size="sm">
              Scanner: {scannerName(scan.clientAgent)}
              {scan.projectName ? ` · ${scan.projectName}` : ''}
            </Text>
          </Group>
          <Group gap={6} mt={4}>
            <Badge color={statusColor(scan.scanStatus)} data-testid="ted-status-badge">
              {statusLabel(scan.scanStatus)}
            </Badge>
            {scan.reasons.length > 0 && (
              <Badge color="red.9" title={scan.reasons.map((reason) => reason.message).join('; ')}>
                Suspicious: {scan.score}
              </Badge>
            )}
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
      </CardButton>
    </Card>
  );
}
