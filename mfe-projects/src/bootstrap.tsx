import { mountStandalone } from 'shared/standalone';
import { pages } from './pages';

mountStandalone('mfe-projects', pages, [
  { path: '/projects', page: 'projects' },
  { path: '/projects/:projectId/collections', page: 'collections' },
  { path: '/projects/:projectId/collections/:collectionId/fingerprints', page: 'orders' },
  { path: '/projects/:projectId/collections/:collectionId/result-views', page: 'collection-result-views' },
  { path: '/projects/:projectId/users', page: 'project-users' },
  { path: '/projects/:projectId/api-keys', page: 'api-keys' },
]);
