import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Collection } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { CollectionsTable } from './collections-table';

const collections: Collection[] = Array.from({ length: 16 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Collection ${i + 1}`,
  projectId: 'p1',
  tagCount: 0,
  tagsOrdered: 0,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
}));

describe('CollectionsTable', () => {
  it('shows 15 collections a page (001 §2), the 16th on page 2', () => {
    renderWithProviders(<CollectionsTable projectId="p1" collections={collections} />);
    expect(screen.getAllByRole('row')).toHaveLength(16);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Name'),
      expect.stringContaining('Collection 16'),
    ]);
  });
});
