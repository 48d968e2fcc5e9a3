import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** An action that cannot be undone asks first; `children` are choices the dialog offers beside its text. */
export function ConfirmButton(props: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: (done: () => void) => void;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={props.title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text size="sm">{props.text}</Text>
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={props.pending}>
              Cancel
            </Button>
            <Button color="red.9" loading={props.pending} onClick={() => props.onConfirm(() => setOpen(false))}>
              {props.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
