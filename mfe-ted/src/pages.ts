import { lazy, type ComponentType } from 'react';
import { placeholderPage as placeholder } from 'shared';

/** The pages this remote exposes to the shell as `./pages`; the shell's route table picks them by id. */
export const pages: Record<string, ComponentType> = {
  ted: lazy(() => import('./features/ted/ted-page')),
  'project-ted': placeholder('Tag Error Dashboard'),
};
