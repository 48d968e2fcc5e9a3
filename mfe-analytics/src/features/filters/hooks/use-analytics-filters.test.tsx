import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useSearchParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAnalyticsFilters } from './use-analytics-filters';
import { useViewOptions } from '../../../hooks/use-view-options';

// The console's router: the address bar is its history.
const inRouter = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
beforeEach(() => window.history.replaceState(null, '', '/analytics?dateRange=2026-10-01_2026-10-31'));

function useFiltersAndUrl() {
  const [filters, setFilters] = useAnalyticsFilters();
  const [options, setOptions] = useViewOptions();
  const [params, setParams] = useSearchParams();
  return { filters, setFilters, options, setOptions, url: params.toString(), setParams };
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

  it('keeps a filter and a view option written through the same link before the page renders again', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper: inRouter });
    act(() => {
      result.current.setFilters({ countries: ['FR'] });
      result.current.setOptions({ comparePrevious: true });
    });
    expect(result.current.url).toBe('dateRange=2026-10-01_2026-10-31&countries=FR&compare=previous');
    expect(result.current.options.comparePrevious).toBe(true);
  });

  it('keeps a filter written by a setter taken from an earlier render, as a debounced input does', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper: inRouter });
    const setFiltersOfFirstRender = result.current.setFilters;
    act(() => result.current.setFilters({ platforms: ['WECHAT'] }));
    act(() => setFiltersOfFirstRender({ countries: ['CN', 'AU'] }));
    expect(result.current.url).toBe('dateRange=2026-10-01_2026-10-31&platforms=WECHAT&countries=CN%2CAU');
  });

  it('builds on a change made elsewhere, such as a new date range', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper: inRouter });
    act(() => result.current.setFilters({ countries: ['FR'] }));
    act(() => result.current.setParams({ dateRange: '2026-09-01_2026-09-30', countries: 'CN' }));
    act(() => result.current.setFilters({ platforms: ['WECHAT'] }));
    expect(result.current.url).toBe('dateRange=2026-09-01_2026-09-30&countries=CN&platforms=WECHAT');
  });
});
