import { lazy, type ComponentType } from 'react';
import { placeholderPage as placeholder } from 'shared';

export const pages: Record<string, ComponentType> = {
  'result-views': lazy(() => import('./features/result-views/result-views-page')),
  'result-view-editor': lazy(() => import('./features/result-view-editor/result-view-editor-page')),
  assets: placeholder('Assets'),
};
