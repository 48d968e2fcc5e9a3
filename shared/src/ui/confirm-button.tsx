import { Button, Group } from '@mantine/core';
import { useState } from 'react';

/** A small button that asks once more before a destructive action; the confirmation says what happens. */
export function ConfirmButton({
  text,
  accessibleName,
  confirmText,
  busy,
  onConfirm,
}: {
  text: string;
  /** Names the row it acts on, since several rows show the same text. */
  accessibleName: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="default" size="xs" onClick={() => setConfirming(true)} aria-label={accessibleName}>
        {text}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button color="red.9" size="xs" loading={busy} onClick={onConfirm}>
        {confirmText}
      </Button>
      <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </Group>
  );
}
