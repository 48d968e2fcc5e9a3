import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { LoadingPanel } from './loading-panel';

describe('LoadingPanel while loading', () => {
  it('is a status region named "Loading", and the spinner carries no aria-label of its own (axe: aria-prohibited-attr)', () => {
    const { container } = renderWithProviders(
      <LoadingPanel isLoading>
        <p>content</p>
      </LoadingPanel>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const spinner = container.querySelector('.mantine-Loader-root');
    expect(spinner?.getAttribute('aria-label')).toBeNull();
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('content')).toBeNull();
  });
});
