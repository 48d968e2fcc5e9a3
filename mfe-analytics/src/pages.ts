import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

export const pages = {
  analytics: lazy(() => import('./app/analytics-page')),
} satisfies PagesOf<'mfe_analytics'>;
