import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

export const pages = {
  analytics: lazy(() => import('./features/analytics/analytics-page')),
} satisfies PagesOf<'mfe_analytics'>;
