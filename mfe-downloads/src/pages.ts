import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

export const pages = {
  'bulk-download': lazy(() => import('./features/tag-images/bulk-download-page')),
  'tag-download': lazy(() => import('./features/tag-images/tag-download-page')),
  metadata: lazy(() => import('./features/tag-data/metadata-page')),
  'custom-attributes': lazy(() => import('./features/tag-data/custom-attributes-page')),
} satisfies PagesOf<'mfe_downloads'>;
