import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

export const pages = {
  projects: lazy(() => import('./features/projects/projects-page')),
  collections: lazy(() => import('./features/collections/collections-page')),
  tags: lazy(() => import('./features/tags/tag-lookup-page')),
  tag: lazy(() => import('./features/tags/tag-page')),
  cases: lazy(() => import('./features/cases/cases-page')),
  case: lazy(() => import('./features/cases/case-page')),
  orders: lazy(() => import('./features/tag-orders/tag-orders-page')),
  'print-quality': lazy(() => import('./features/print-quality/print-quality-page')),
  'collection-result-views': lazy(() => import('./features/collection-views/collection-views-page')),
  'project-users': lazy(() => import('./features/project-users/project-users-page')),
  'api-keys': lazy(() => import('./features/api-keys/api-keys-page')),
  'project-settings': lazy(() => import('./features/project-settings/project-settings-page')),
} satisfies PagesOf<'mfe_projects'>;
