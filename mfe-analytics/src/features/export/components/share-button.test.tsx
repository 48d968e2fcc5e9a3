import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { ShareButton } from './share-button';

describe('ShareButton', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it("copies the page's link and says 'Copied!' for 2 seconds", async () => {
    renderWithProviders(<ShareButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('only logs a failed copy (001 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('The share link could not be copied.', expect.any(Error));
    log.mockRestore();
  });
});
