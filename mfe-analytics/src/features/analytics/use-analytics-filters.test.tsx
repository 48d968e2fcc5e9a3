import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAnalyticsFilters } from './use-analytics-filters';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/analytics?dateRange=2026-10-01_2026-10-31']}>{children}</MemoryRouter>
);

function useFiltersAndUrl() {
  const [filters, setFilters] = useAnalyticsFilters();
  const [params, setParams] = useSearchParams();
  return { filters, setFilters, url: params.toString(), setParams };
}

describe('useAnalyticsFilters', () => {
  it('keeps every filter committed before the page renders again', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper: inRouter });
    const { setFilters } = result.current;
    act(() => {
      setFilters({ metadataKey: 'sku' });
      setFilters({ hookDataKey: 'authenticity' });
      setFilters({ cities: ['Paris'] });
    });
    expect(result.current.filters).toMatchObject({
      metadataKey: 'sku',
      hookDataKey: 'authenticity',
      cities: ['Paris'],
    });
    expect(result.current.url).toBe(
      'dateRange=2026-10-01_2026-10-31&metadataKey=sku&hookDataKey=authenticity&cities=Paris',
    );
  });

  it('builds on a change made elsewhere, such as a new date range', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper: inRouter });
    act(() => result.current.setFilters({ countries: ['FR'] }));
    act(() => result.current.setParams({ dateRange: '2026-09-01_2026-09-30', countries: 'CN' }));
    act(() => result.current.setFilters({ platforms: ['WECHAT'] }));
    expect(result.current.url).toBe('dateRange=2026-09-01_2026-09-30&countries=CN&platforms=WECHAT');
  });
});
