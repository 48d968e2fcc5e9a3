import { Button, Group, Modal, Text } from '@mantine/core';
import type { EditedView } from './view-api';

const savedAt = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A Save met a newer version (ADR 0013): take theirs, or save ours over it. */
export function SaveConflictDialog({
  theirs,
  onReload,
  onOverwrite,
  onClose,
}: {
  theirs: EditedView | null;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={theirs !== null} onClose={onClose} title="Someone else saved this view" centered>
      {theirs && (
        <Text mb="md">
          {theirs.updated_by ? `${theirs.updated_by.name} saved` : 'It was saved'} this view at{' '}
          <time dateTime={theirs.updated_at}>{savedAt(theirs.updated_at)}</time>, after you started editing. Reload
          their version to continue from theirs (your changes here are dropped), or overwrite it with yours.
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onReload}>
          Reload their version
        </Button>
        <Button color="red.9" onClick={onOverwrite}>
          Overwrite
        </Button>
      </Group>
    </Modal>
  );
}
