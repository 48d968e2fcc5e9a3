import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-ted', pages, [
  { path: '/ted', page: 'ted' },
  { path: '/projects/:projectId/ted', page: 'project-ted' },
]);
