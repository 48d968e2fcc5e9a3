import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A whole card as one button: Enter or a click opens its dialog, and the arrow keys reach it
 * (data-grid-item). Its name is what it shows, so speech and sight agree.
 */
export function CardButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <Box
      component="button"
      type="button"
      aria-haspopup="dialog"
      data-grid-item
      className="mantine-focus-auto"
      onClick={onOpen}
      style={{
        all: 'unset',
        display: 'block',
        width: '100%',
        boxSizing: 'border-box',
        cursor: 'pointer',
        borderRadius: 'var(--mantine-radius-default)',
      }}
    >
      {children}
    </Box>
  );
}
