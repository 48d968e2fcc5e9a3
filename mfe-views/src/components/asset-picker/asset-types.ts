/** 001 §3 Asset, as GET /assets answers it. */
export interface AssetFormat {
  url: string;
  width: number;
  height: number;
}

export interface Asset {
  id: string;
  name: string;
  url: string;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  width: number;
  height: number;
  formats: { small: AssetFormat; thumbnail: AssetFormat };
  project_id: string;
  created_at: string;
}

export type AssetSort = 'newest' | 'oldest';

export interface AssetFilters {
  search: string;
  sort: AssetSort;
  /** From 1. */
  page: number;
}

export interface AssetPage {
  data: Asset[];
  total: number;
}
