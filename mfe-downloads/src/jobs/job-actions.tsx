import { Button, Group } from '@mantine/core';

export interface JobActionsProps {
  /** Names the job in each button's accessible name, e.g. 'Download Bags-1-of-2'. */
  name: string;
  status: string;
  /** A job under way cannot be removed. */
  running: boolean;
  onRestart: () => void;
  onDownload: () => void;
  onRemove: () => void;
}

/** A download job's buttons: Restart when it failed or a reload cut it short, Download once complete, Remove. */
export function JobActions({ name, status, running, onRestart, onDownload, onRemove }: JobActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {(status === 'failed' || status === 'interrupted') && (
        <Button size="xs" variant="default" aria-label={`Restart ${name}`} onClick={onRestart}>
          Restart
        </Button>
      )}
      {status === 'complete' && (
        <Button size="xs" aria-label={`Download ${name}`} onClick={onDownload}>
          Download
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`Remove ${name}`}
        disabled={running}
        onClick={onRemove}
      >
        Remove
      </Button>
    </Group>
  );
}
