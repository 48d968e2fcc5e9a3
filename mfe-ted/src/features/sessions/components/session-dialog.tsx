import { Anchor, Badge, Button, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime, getRuntimeConfig, LoadingPanel, plural, queryState } from 'shared';
import { useSessionScans } from '../api/get-session-scans';
import {
  rumSessionUrl,
  scanImages,
  scannerName,
  secondsAfter,
  statusColor,
  statusLabel,
} from '../../../lib/scan-labels';
import type { TedScanEvent, TedSession } from 'shared/contracts/ted';
import { ScanImage } from '../../../components/scan-image';

function SessionScansTable({ scans, onOpenScan }: { scans: TedScanEvent[]; onOpenScan: (scan: TedScanEvent) => void }) {
  const first = scans[0]?.createdAt ?? '';
  return (
    <Table verticalSpacing={4} aria-label="Scans of the session, in time order">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>After first</Table.Th>
          <Table.Th>Image</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Scanner</Table.Th>
          <Table.Th>
            <VisuallyHidden>Details</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {scans.map((scan, index) => (
          <Table.Tr key={scan.id} data-testid="ted-session-scan">
            <Table.Td>{secondsAfter(first, scan.createdAt)}</Table.Td>
            <Table.Td w={72}>
              <ScanImage
                url={scanImages(scan.detectData)?.imageIn ?? null}
                alt={`Scan ${index + 1}`}
                height={56}
                missingText="No image"
              />
            </Table.Td>
            <Table.Td>{formatDateTime(scan.createdAt)}</Table.Td>
            <Table.Td>
              <Badge color={statusColor(scan.scanStatus)}>{statusLabel(scan.scanStatus)}</Badge>
            </Table.Td>
            <Table.Td>{scannerName(scan.clientAgent)}</Table.Td>
            <Table.Td>
              <Button size="compact-sm" variant="light" onClick={() => onOpenScan(scan)}>
                Scan Details
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every scan of the session from the API, or the one scan of a session-less group. */
function SessionScans({ session, onOpenScan }: { session: TedSession; onOpenScan: (scan: TedScanEvent) => void }) {
  const scans = useSessionScans(session.clientSessionId);
  if (session.clientSessionId === null) return <SessionScansTable scans={session.firstScans} onOpenScan={onOpenScan} />;
  return (
    <LoadingPanel {...queryState(scans)} errorText="The session's scans could not be loaded.">
      <SessionScansTable scans={scans.data?.items ?? []} onOpenScan={onOpenScan} />
    </LoadingPanel>
  );
}

/**
 * 001 §2: the session's scans in time order with seconds from the first, and a link to the session in
 * the real-user-monitoring tool when config.json names one (rumSessionUrlTemplate).
 */
export function SessionDialog({
  session,
  onClose,
  onOpenScan,
}: {
  session: TedSession | null;
  onClose: () => void;
  onOpenScan: (scan: TedScanEvent) => void;
}) {
  const rumUrl = session && rumSessionUrl(getRuntimeConfig().rumSessionUrlTemplate, session.clientSessionId);
  return (
    <Modal
      opened={session !== null}
      onClose={onClose}
      title="Scan Session"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {session && (
        <Stack gap="sm">
          <Text size="sm">
            {session.clientSessionId ? `Session ${session.clientSessionId}` : 'A scan reported without a session'} ·{' '}
            {plural(session.scanCount, 'scan')}
          </Text>
          {rumUrl && (
            <Anchor href={rumUrl} target="_blank" rel="noopener noreferrer">
              Real-user-monitoring log of this session
            </Anchor>
          )}
          <SessionScans session={session} onOpenScan={onOpenScan} />
        </Stack>
      )}
    </Modal>
  );
}
