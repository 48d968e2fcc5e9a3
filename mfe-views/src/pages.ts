import { lazy, type ComponentType } from 'react';

export const pages: Record<string, ComponentType> = {
  'result-views': lazy(() => import('./features/result-views/result-views-page')),
  'result-view-editor': lazy(() => import('./features/result-view-editor/result-view-editor-page')),
  assets: lazy(() => import('./features/assets/assets-page')),
};
