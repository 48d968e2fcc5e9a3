import { lazy } from 'react';
import type { PagesOf } from 'shared/routes';

const tedPage = lazy(() => import('./app/ted-page'));

export const pages = {
  ted: tedPage,
  'project-ted': tedPage,
} satisfies PagesOf<'mfe_ted'>;
