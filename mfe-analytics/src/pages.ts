import { lazy, type ComponentType } from 'react';

export const pages: Record<string, ComponentType> = {
  analytics: lazy(() => import('./features/analytics/analytics-page')),
};
