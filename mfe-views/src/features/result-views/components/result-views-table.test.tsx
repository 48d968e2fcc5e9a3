import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ResultViewSummary } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { ResultViewsTable } from './result-views-table';

const views: ResultViewSummary[] = Array.from({ length: 16 }, (_, i) => ({
  id: `v${i + 1}`,
  name: `View ${i + 1}`,
  description: '',
  project_id: 'p1',
  created_at: '2026-11-01T00:00:00Z',
}));

function Paged() {
  const [page, setPage] = useState(1);
  return <ResultViewsTable projectId="p1" views={views} page={page} onPageChange={setPage} />;
}

describe('ResultViewsTable', () => {
  it('shows 15 views a page (001 §2), the 16th on page 2', () => {
    renderWithProviders(<Paged />);
    expect(screen.getAllByRole('row')).toHaveLength(16);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Name'),
      expect.stringContaining('View 16'),
    ]);
  });
});
