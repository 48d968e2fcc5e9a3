import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const DELETE_ELEMENT = 'Are you sure you want to delete this element?';
export const REMOVE_LIST_ITEM = 'Are you sure you want to remove this list item?';

type Ask = (question: string, action: () => void) => void;
const ConfirmContext = createContext<Ask>(() => undefined);

/** 001 §2: deleting asks first. One dialog for the whole editor; `useConfirm()` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<{ question: string; action: () => void } | null>(null);
  const ask = useCallback<Ask>((question, action) => setPending({ question, action }), []);
  const close = () => setPending(null);
  return (
    <ConfirmContext.Provider value={useMemo(() => ask, [ask])}>
      {children}
      <Modal opened={pending !== null} onClose={close} title="Please confirm" centered>
        <Text mb="md">{pending?.question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red.9"
            data-autofocus
            onClick={() => {
              pending?.action();
              close();
            }}
          >
            {pending?.question === REMOVE_LIST_ITEM ? 'Remove' : 'Delete'}
          </Button>
        </Group>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export const useConfirm = () => useContext(ConfirmContext);
