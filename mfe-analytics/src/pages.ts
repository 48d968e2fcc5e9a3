import { lazy, type ComponentType } from 'react';

/** The pages this remote exposes to the shell as `./pages`; the shell's route table picks them by id. */
export const pages: Record<string, ComponentType> = {
  analytics: lazy(() => import('./features/analytics/analytics-page')),
};
