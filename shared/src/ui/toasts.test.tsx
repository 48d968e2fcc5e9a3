import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { showToast, TOAST_MS, ToastHost } from './toasts';

describe('showToast', () => {
  it('shows the message politely until closed or its time is up', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<ToastHost />);
      act(() => {
        showToast('Project "Autumn" created.');
        showToast('Collection "Scarves" created.');
      });
      expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
        'Project "Autumn" created.',
        'Collection "Scarves" created.',
      ]);
      fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
      expect(screen.getAllByRole('status')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(TOAST_MS));
      expect(screen.queryAllByRole('status')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
