import { screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Collection } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { OrderCollectionsTable } from './order-collections-table';

const collection = (name: string, tagCount: number, tagsOrdered: number): Collection => ({
  id: name,
  name,
  projectId: 'p1',
  tagCount,
  tagsOrdered,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
});

function renderTable(collections: Collection[]) {
  const query = { data: collections, status: 'success', isPending: false, isError: false } as UseQueryResult<
    Collection[]
  >;
  renderWithProviders(
    <OrderCollectionsTable
      projectId="p1"
      labelledBy="collections"
      collections={query}
      selectedIds={[]}
      onSelectedIdsChange={() => undefined}
    />,
  );
}

describe('the bulk dialog’s collection table (001 §2, §4)', () => {
  it("says '+N processing' beside the total while an order of the collection is being made", () => {
    renderTable([collection('Spring', 12_000, 112_000), collection('Autumn', 5_000, 5_000)]);
    const spring = screen.getByRole('row', { name: /Spring/ });
    expect(within(spring).getByText('+100,000 processing')).toBeTruthy();
    const autumn = screen.getByRole('row', { name: /Autumn/ });
    expect(within(autumn).queryByText(/processing/)).toBeNull();
  });
});
