import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

export const pages = {
  'result-views': lazy(() => import('./features/result-views/result-views-page')),
  'result-view-editor': lazy(() => import('./features/result-view-editor/result-view-editor-page')),
  assets: lazy(() => import('./features/assets/assets-page')),
  'tag-preview': lazy(() => import('./features/consumer-preview/consumer-preview-page')),
} satisfies PagesOf<'mfe_views'>;
