import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { plural } from 'shared';
import type { TagDownloadPlan } from './order-tag-downloads';
import { QueuedDownloads } from './components/queued-downloads';
import { TagDownloadOrderDialog } from './components/tag-download-order-dialog';

interface OrderNotice {
  queued: number;
  skipped: string[];
}

function describeNotice({ queued, skipped }: OrderNotice): string {
  const archives = `${plural(queued, 'archive')} queued.`;
  if (skipped.length === 0) return archives;
  return `${archives} Skipped because they hold no fingerprints yet: ${skipped.join(', ')}.`;
}

/** /projects/:projectId/download (001 §2): set up tag downloads and see the queue. */
export default function BulkDownloadPage() {
  const { projectId = '' } = useParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<OrderNotice | null>(null);

  const ordered = (plan: TagDownloadPlan) => {
    setDialogOpen(false);
    setNotice({ queued: plan.jobs.length, skipped: plan.skipped.map((collection) => collection.name) });
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>Bulk Downloads</Title>
        <Text>
          Smart Fingerprints are generated here, in your browser, and saved as files: each archive is a zip file of tag
          images. Large collections are split into several archives.
        </Text>
        <Text>
          Your browser will ask for permission to download multiple files. Allow it, so that every archive can be saved.
        </Text>
      </Stack>
      <Group>
        <Button onClick={() => setDialogOpen(true)}>Set Up New Tag Download</Button>
      </Group>
      {notice && (
        <Alert
          color={notice.skipped.length > 0 ? 'yellow' : 'indigo'}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {describeNotice(notice)}
        </Alert>
      )}
      <QueuedDownloads projectId={projectId} />
      <TagDownloadOrderDialog
        projectId={projectId}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onOrdered={ordered}
      />
    </Stack>
  );
}
