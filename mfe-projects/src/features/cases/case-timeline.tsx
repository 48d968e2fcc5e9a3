import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, formatDateTime, LoadingPanel, queryState, statusBadgeColour, statusLabel } from 'shared';
import { TAG_STATUS_LABELS } from 'shared/contracts/tag-status';
import { CASE_RESOLUTION_LABELS, CASE_STATUS_LABELS, type CaseTimelineEntry } from 'shared/contracts/cases';
import type { ConsumerReport } from 'shared/contracts/consumer-reports';
import { scanPlace, ScanReasonList } from '../../components/scan-facts';
import { personLabel } from './case-labels';
import { useCaseTimeline } from './cases-api';

type Entry<Kind extends CaseTimelineEntry['kind']> = Extract<CaseTimelineEntry, { kind: Kind }>;

/**
 * A report photo's url is the API's own path with its query; the photo needs the caller's credentials, so it comes
 * through the API client as a blob.
 */
function ReportPhoto({ url, label }: { url: string; label: string }) {
  const file = useQuery({
    queryKey: ['report-photo', url],
    queryFn: ({ signal }) => {
      const address = new URL(url, window.location.origin);
      return api('events')
        .get(address.pathname.replace(/^\/api\/events\//, ''), { searchParams: address.searchParams, signal })
        .blob();
    },
    staleTime: Infinity,
  });
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!file.data || !image.current) return undefined;
    const objectUrl = URL.createObjectURL(file.data);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);
  return <img ref={image} alt={label} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

function Report({ report }: { report: ConsumerReport }) {
  const where = [report.shop, report.city, report.country, report.onlineUrl].filter(Boolean).join(', ');
  return (
    <Stack gap={4}>
      <Text size="sm">“{report.description}”</Text>
      {where && <Text size="sm">Bought at: {where}</Text>}
      {report.price && (
        <Text size="sm">
          Price: {report.price.amount} {report.price.currency}
        </Text>
      )}
      {report.email && <Text size="sm">Contact: {report.email}</Text>}
      {report.photos.length > 0 && (
        <Group gap="xs">
          {report.photos.map((photo, index) => (
            <ReportPhoto key={photo.id} url={photo.thumbnail.url} label={`Photo ${index + 1} of the report`} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function Scan({ entry }: { entry: Entry<'scan'> }) {
  const place = scanPlace(entry);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {statusLabel(entry.scanStatus)} in {place === 'Unknown' ? 'an unknown place' : place}
        {entry.latitude !== null && entry.longitude !== null
          ? ` (${entry.latitude.toFixed(4)}, ${entry.longitude.toFixed(4)})`
          : ''}
        {entry.score === null ? ', not scored' : `, score ${entry.score}`}
      </Text>
      {entry.reasons.length > 0 && <ScanReasonList reasons={entry.reasons} />}
    </Stack>
  );
}

function caseEventText(entry: Entry<'case'>): string {
  switch (entry.event) {
    case 'opened':
      return 'Case opened';
    case 'note':
      return 'Note';
    case 'assignee':
      return `Assigned to ${personLabel(entry.assignee)}`;
    case 'status':
      return [
        `Status ${entry.fromStatus ? CASE_STATUS_LABELS[entry.fromStatus] : ''} → ${entry.toStatus ? CASE_STATUS_LABELS[entry.toStatus] : ''}`,
        entry.resolution ? `: ${CASE_RESOLUTION_LABELS[entry.resolution]}` : '',
        entry.blacklisted ? ', tag blacklisted' : '',
      ].join('');
  }
}

const TITLES: Record<Exclude<CaseTimelineEntry['kind'], 'case'>, string> = {
  order: 'Tag ordered',
  'tag-status': 'Tag status changed',
  scan: 'Scan',
  report: 'Consumer report',
};

function EntryBody({ entry }: { entry: CaseTimelineEntry }) {
  switch (entry.kind) {
    case 'order':
      return null;
    case 'tag-status':
      return (
        <Text size="sm">
          {entry.from ? TAG_STATUS_LABELS[entry.from] : '—'} → {TAG_STATUS_LABELS[entry.to]}
          {entry.reason ? ` (${entry.reason.replaceAll('_', ' ')})` : ''}
          {entry.note ? `: ${entry.note}` : ''}
          {entry.by ? `, by ${entry.by}` : ''}
        </Text>
      );
    case 'scan':
      return <Scan entry={entry} />;
    case 'report':
      return <Report report={entry.report} />;
    case 'case':
      return entry.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {entry.note}
        </Text>
      ) : null;
  }
}

/** The tag's life, newest first: what happened to its cases, its scans, reports, status changes and order. */
export function CaseTimeline({ projectId, caseId }: { projectId: string; caseId: string }) {
  const timeline = useCaseTimeline(projectId, caseId);
  return (
    <LoadingPanel {...queryState(timeline)} errorText="Failed to load the timeline. Please try again.">
      <Stack gap="xs" component="ol" aria-label="Timeline" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {timeline.data?.items.map((entry, index) => (
          <Paper component="li" key={index} withBorder p="sm">
            <Group gap="xs" mb={4}>
              <Badge color={entry.kind === 'scan' && (entry.score ?? 0) > 0 ? 'red.9' : statusBadgeColour.neutral}>
                {entry.kind === 'case' ? caseEventText(entry) : TITLES[entry.kind]}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at)}
                {entry.kind === 'case' && entry.by ? ` · ${personLabel(entry.by)}` : ''}
              </Text>
            </Group>
            <EntryBody entry={entry} />
          </Paper>
        ))}
      </Stack>
    </LoadingPanel>
  );
}
