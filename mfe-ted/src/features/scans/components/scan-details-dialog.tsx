import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from 'shared';
import { scanImages } from '../../../lib/scan-labels';
import type { TedScanEvent } from 'shared/contracts/ted';
import { Collapsible, JsonBlock } from '../../../components/json-block';
import { MatchedFingerprint } from './matched-fingerprint';
import { AddressTable, ScanFacts, TagMetadataTable } from './scan-facts';
import { ScanImage } from '../../../components/scan-image';
import { ScanReasons } from './scan-reasons';
import { ScanTagStatus } from './scan-tag-status';

const IMAGE_HEIGHT = 200;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** 001 §3 hookData: per hook, what it answered (`response.data`). */
function hookAnswers(hookData: unknown): unknown {
  if (!hookData || typeof hookData !== 'object') return null;
  return Object.fromEntries(
    Object.entries(hookData as Record<string, { response?: { data?: unknown } } | null>).map(([hook, value]) => [
      hook,
      value?.response?.data ?? value,
    ]),
  );
}

function ScanDetails({ scan }: { scan: TedScanEvent }) {
  const images = scanImages(scan.detectData);
  const date = formatDateTime(scan.createdAt);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Section title="Scanned image">
          <ScanImage
            url={images?.imageIn ?? null}
            alt={`Scanned image of ${date}`}
            height={IMAGE_HEIGHT}
            missingText="No scan image"
          />
        </Section>
        <Section title="Detected fingerprint">
          <ScanImage
            url={images?.imageOut ?? null}
            alt={`Detected fingerprint of ${date}`}
            height={IMAGE_HEIGHT}
            missingText="Nothing detected"
          />
        </Section>
        <Section title="Matched fingerprint">
          <MatchedFingerprint projectId={scan.projectId} tagId={scan.tagId} />
        </Section>
      </SimpleGrid>
      <ScanFacts scan={scan} />
      <Section title="Suspicion">
        <ScanReasons scan={scan} />
      </Section>
      {scan.tagId && (
        <Section title="Tag status">
          <ScanTagStatus projectId={scan.projectId} tagId={scan.tagId} />
        </Section>
      )}
      <Section title="Tag metadata">
        <TagMetadataTable tagMetadata={scan.tagMetadata} />
      </Section>
      <Section title="Hook data">
        <JsonBlock value={hookAnswers(scan.hookData)} />
      </Section>
      <Section title="Third-party scan data">
        <JsonBlock value={scan.thirdPartyScanResponse} />
      </Section>
      <Section title="Authentication data">
        <JsonBlock value={scan.authData} />
      </Section>
      <Section title="Address">
        <AddressTable addressComponents={scan.addressComponents} />
      </Section>
      <Collapsible title="Raw details" value={scan} />
      <Collapsible title="Match details" value={scan.matchData} />
      <Collapsible title="Detect details" value={scan.detectData} />
    </Stack>
  );
}

/** 001 §2 'Scan Details': opened from a card (click or Enter), closed by Escape or Close. */
export function ScanDetailsDialog({ scan, onClose }: { scan: TedScanEvent | null; onClose: () => void }) {
  return (
    <Modal
      opened={scan !== null}
      onClose={onClose}
      title="Scan Details"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {scan && <ScanDetails scan={scan} />}
      {scan && (
        <Text size="xs" c="dimmed" mt="md">
          Scan {scan.clientScanId ?? scan.id}
        </Text>
      )}
    </Modal>
  );
}
