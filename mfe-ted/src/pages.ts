import { lazy, type ComponentType } from 'react';

const tedPage = lazy(() => import('./features/ted/ted-page'));

/** The pages this remote exposes to the shell as `./pages`; the shell's route table picks them by id. */
export const pages: Record<string, ComponentType> = {
  ted: tedPage,
  'project-ted': tedPage,
};
