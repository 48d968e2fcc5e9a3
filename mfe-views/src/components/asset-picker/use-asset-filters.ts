import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AssetFilters, AssetSort } from './asset-types';

/** What the page and the picker ask for: the typed search (sent 300 ms after the last key), sort and page. */
export function useAssetFilters() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AssetSort>('newest');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const filters: AssetFilters = { search: debouncedSearch, sort, page };
  return {
    filters,
    search,
    sort,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    setSort: (value: AssetSort) => {
      setSort(value);
      setPage(1);
    },
    setPage,
  };
}
