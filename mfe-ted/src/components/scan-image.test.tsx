import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { ScanImage } from './scan-image';

describe('a scan image in TED', () => {
  it('never loads a URL the scanner reported that the console does not store', () => {
    const { container } = renderWithProviders(
      <ScanImage url="http://127.0.0.1:9/tracker.png" alt="Scanned image" height={100} missingText="No image" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image not stored by the console' })).toBeTruthy();
    expect(container.innerHTML).not.toContain('127.0.0.1');
  });
});
