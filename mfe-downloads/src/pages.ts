import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

export const pages = {
  'bulk-download': lazy(() => import('./features/bulk-download/bulk-download-page')),
  'tag-download': lazy(() => import('./features/tag-download/tag-download-page')),
  metadata: lazy(() => import('./features/metadata/metadata-page')),
  'custom-attributes': lazy(() => import('./features/custom-attributes/custom-attributes-page')),
} satisfies PagesOf<'mfe_downloads'>;
