import { lazy, type ComponentType } from 'react';

const tedPage = lazy(() => import('./features/ted/ted-page'));

export const pages: Record<string, ComponentType> = {
  ted: tedPage,
  'project-ted': tedPage,
};
