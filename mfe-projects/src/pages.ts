import { lazy, type ComponentType } from 'react';
import { placeholderPage as placeholder } from 'shared';

/** The pages this remote exposes to the shell as `./pages`; the shell's route table picks them by id. */
export const pages: Record<string, ComponentType> = {
  projects: lazy(() => import('./features/projects/projects-page')),
  collections: lazy(() => import('./features/collections/collections-page')),
  orders: placeholder('Smart Fingerprint Orders'),
  'collection-result-views': placeholder('Result views'),
  'project-users': placeholder('Users'),
  'api-keys': placeholder('API keys'),
};
